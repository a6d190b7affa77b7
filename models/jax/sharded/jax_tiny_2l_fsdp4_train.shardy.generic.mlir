"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["fsdp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg42: tensor<512x256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<512x256xf32>, %arg47: tensor<256x512xf32>, %arg48: tensor<256x512xf32>, %arg49: tensor<256x128xf32>, %arg50: tensor<256x256xf32>, %arg51: tensor<256x256xf32>, %arg52: tensor<256x128xf32>, %arg53: tensor<256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<512x256xf32>, %arg56: tensor<256x512xf32>, %arg57: tensor<256x512xf32>, %arg58: tensor<256x128xf32>, %arg59: tensor<256x256xf32>, %arg60: tensor<256x256xf32>, %arg61: tensor<256x128xf32>, %arg62: tensor<256x512xf32>, %arg63: tensor<8x128xi32>, %arg64: tensor<8x128xi32>):
    %117:22 = "sdy.manual_computation"(%arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>]>, manual_axes = #sdy<manual_axes{"fsdp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>]>}> ({
    ^bb0(%arg65: tensor<128x256xf32>, %arg66: tensor<64xf32>, %arg67: tensor<64xf32>, %arg68: tensor<64xf32>, %arg69: tensor<128x256xf32>, %arg70: tensor<64x512xf32>, %arg71: tensor<64x512xf32>, %arg72: tensor<64x128xf32>, %arg73: tensor<64x256xf32>, %arg74: tensor<64x256xf32>, %arg75: tensor<64x128xf32>, %arg76: tensor<64xf32>, %arg77: tensor<64xf32>, %arg78: tensor<128x256xf32>, %arg79: tensor<64x512xf32>, %arg80: tensor<64x512xf32>, %arg81: tensor<64x128xf32>, %arg82: tensor<64x256xf32>, %arg83: tensor<64x256xf32>, %arg84: tensor<64x128xf32>, %arg85: tensor<64x512xf32>, %arg86: tensor<2x128xi32>, %arg87: tensor<2x128xi32>):
      %118 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
      %119 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
      %121 = "func.call"(%120) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
      %122 = "stablehlo.all_gather"(%arg65) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
      %123:2 = "func.call"(%122, %arg86) <{callee = @_take}> : (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %124 = "stablehlo.all_gather"(%arg67) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
      %125 = "stablehlo.all_gather"(%arg68) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
      %126 = "stablehlo.all_gather"(%arg69) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
      %127 = "stablehlo.all_gather"(%arg70) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %128 = "stablehlo.all_gather"(%arg71) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %129 = "stablehlo.all_gather"(%arg72) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %130 = "stablehlo.all_gather"(%arg73) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %131 = "stablehlo.all_gather"(%arg74) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %132 = "stablehlo.all_gather"(%arg75) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %133 = "stablehlo.multiply"(%123#0, %123#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %135 = "stablehlo.reduce"(%133, %134) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
        %1019 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1019) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %137 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %138 = "stablehlo.reduce_precision"(%137) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %140 = "stablehlo.divide"(%136, %139) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %141 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %143 = "stablehlo.add"(%140, %142) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %144 = "stablehlo.rsqrt"(%143) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %145 = "stablehlo.reduce_precision"(%144) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %146 = "stablehlo.divide"(%145, %143) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %147 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %149 = "stablehlo.multiply"(%148, %146) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %150 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %151 = "stablehlo.multiply"(%123#0, %150) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %152 = "stablehlo.reduce_precision"(%151) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %153 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %154 = "stablehlo.reduce_precision"(%153) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %156 = "stablehlo.multiply"(%152, %155) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %157 = "stablehlo.reduce_precision"(%156) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %158 = "stablehlo.dot_general"(%157, %131) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %159 = "stablehlo.reshape"(%158) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
      %160 = "stablehlo.dot_general"(%157, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %161 = "stablehlo.reshape"(%160) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %162 = "stablehlo.dot_general"(%157, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %163 = "stablehlo.reshape"(%162) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %164 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %165 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %167 = "stablehlo.multiply"(%166, %164) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %170 = "stablehlo.add"(%169, %167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %171 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %173 = "stablehlo.divide"(%170, %172) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %174 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %176 = "stablehlo.power"(%175, %173) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %177 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %179 = "stablehlo.divide"(%178, %176) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %180 = "stablehlo.convert"(%118) : (tensor<128xi32>) -> tensor<128xf32>
      %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %182 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %183 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %184 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %185 = "stablehlo.multiply"(%183, %184) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %186 = "stablehlo.concatenate"(%185, %185) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %187 = "stablehlo.cosine"(%186) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %189 = "stablehlo.sine"(%186) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %191 = "stablehlo.slice"(%159) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %192 = "stablehlo.slice"(%159) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %193 = "stablehlo.negate"(%192) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
      %194 = "stablehlo.concatenate"(%193, %191) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x32xf32>) -> tensor<2x128x4x64xf32>
      %195 = "stablehlo.reduce_precision"(%188) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %197 = "stablehlo.multiply"(%159, %196) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %198 = "stablehlo.reduce_precision"(%190) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %200 = "stablehlo.multiply"(%194, %199) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %201 = "stablehlo.add"(%197, %200) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %202 = "stablehlo.reduce_precision"(%201) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %203 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %204 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %206 = "stablehlo.multiply"(%205, %203) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %209 = "stablehlo.add"(%208, %206) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %210 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %212 = "stablehlo.divide"(%209, %211) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %213 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %215 = "stablehlo.power"(%214, %212) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %216 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %218 = "stablehlo.divide"(%217, %215) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %219 = "stablehlo.convert"(%118) : (tensor<128xi32>) -> tensor<128xf32>
      %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %221 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %223 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %224 = "stablehlo.multiply"(%222, %223) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %225 = "stablehlo.concatenate"(%224, %224) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %226 = "stablehlo.cosine"(%225) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %228 = "stablehlo.sine"(%225) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %230 = "stablehlo.slice"(%161) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %231 = "stablehlo.slice"(%161) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %232 = "stablehlo.negate"(%231) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %233 = "stablehlo.concatenate"(%232, %230) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %234 = "stablehlo.reduce_precision"(%227) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %236 = "stablehlo.multiply"(%161, %235) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %237 = "stablehlo.reduce_precision"(%229) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %239 = "stablehlo.multiply"(%233, %238) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %240 = "stablehlo.add"(%236, %239) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
      %242 = "stablehlo.reshape"(%241) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
      %243 = "stablehlo.reduce_precision"(%242) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %244 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
      %245 = "stablehlo.reshape"(%244) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
      %246 = "stablehlo.reduce_precision"(%245) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %247 = "stablehlo.dot_general"(%202, %243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
      %248 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %249 = "stablehlo.sqrt"(%248) : (tensor<f32>) -> tensor<f32>
      %250 = "stablehlo.convert"(%249) : (tensor<f32>) -> tensor<f32>
      %251 = "stablehlo.reduce_precision"(%250) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %253 = "stablehlo.divide"(%247, %252) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %254 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %255 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %256:2 = "func.call"(%254, %253, %255) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
      %257 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %258 = "stablehlo.reduce"(%256#0, %257) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
        %1018 = "stablehlo.maximum"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1018) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %259 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
      %261 = "stablehlo.maximum"(%260, %258) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
      %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %264 = "stablehlo.subtract"(%256#0, %263) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %265 = "stablehlo.exponential"(%264) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %266 = "stablehlo.reduce_precision"(%265) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %268 = "stablehlo.reduce"(%266, %267) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
        %1017 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1017) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %270 = "stablehlo.reduce_precision"(%269) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %272 = "stablehlo.divide"(%266, %271) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %273 = "stablehlo.reduce_precision"(%272) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %274 = "stablehlo.multiply"(%270, %270) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %275 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
      %277 = "stablehlo.divide"(%276, %274) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %278 = "stablehlo.dot_general"(%246, %273) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
      %279 = "stablehlo.transpose"(%278) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
      %280 = "stablehlo.reshape"(%279) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
      %281 = "stablehlo.reduce_precision"(%280) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %282 = "stablehlo.dot_general"(%281, %130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %283 = "stablehlo.add"(%123#0, %282) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %284 = "stablehlo.reduce_precision"(%283) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %285 = "stablehlo.multiply"(%284, %284) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %286 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %287 = "stablehlo.reduce"(%285, %286) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
        %1016 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1016) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %289 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %290 = "stablehlo.reduce_precision"(%289) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %292 = "stablehlo.divide"(%288, %291) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %293 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %295 = "stablehlo.add"(%292, %294) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %296 = "stablehlo.rsqrt"(%295) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %297 = "stablehlo.reduce_precision"(%296) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %298 = "stablehlo.divide"(%297, %295) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %299 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %301 = "stablehlo.multiply"(%300, %298) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %302 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %303 = "stablehlo.multiply"(%284, %302) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %304 = "stablehlo.reduce_precision"(%303) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %305 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %306 = "stablehlo.reduce_precision"(%305) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %308 = "stablehlo.multiply"(%304, %307) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %309 = "stablehlo.reduce_precision"(%308) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %310 = "stablehlo.dot_general"(%309, %127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
      %311 = "stablehlo.reduce_precision"(%310) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %312:3 = "func.call"(%311) <{callee = @silu}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>)
      %313 = "stablehlo.reduce_precision"(%312#0) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %314 = "stablehlo.dot_general"(%309, %128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
      %315 = "stablehlo.reduce_precision"(%314) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %316 = "stablehlo.multiply"(%313, %315) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %317 = "stablehlo.reduce_precision"(%316) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %318 = "stablehlo.dot_general"(%317, %126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<512x256xf32>) -> tensor<2x128x256xf32>
      %319 = "stablehlo.add"(%284, %318) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %320 = "stablehlo.all_gather"(%arg76) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
      %321 = "stablehlo.all_gather"(%arg77) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
      %322 = "stablehlo.all_gather"(%arg78) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
      %323 = "stablehlo.all_gather"(%arg79) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %324 = "stablehlo.all_gather"(%arg80) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %325 = "stablehlo.all_gather"(%arg81) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %326 = "stablehlo.all_gather"(%arg82) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %327 = "stablehlo.all_gather"(%arg83) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %328 = "stablehlo.all_gather"(%arg84) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %329 = "stablehlo.multiply"(%319, %319) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %331 = "stablehlo.reduce"(%329, %330) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
        %1015 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1015) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %333 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %334 = "stablehlo.reduce_precision"(%333) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %336 = "stablehlo.divide"(%332, %335) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %337 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %339 = "stablehlo.add"(%336, %338) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %340 = "stablehlo.rsqrt"(%339) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %341 = "stablehlo.reduce_precision"(%340) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %342 = "stablehlo.divide"(%341, %339) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %343 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %345 = "stablehlo.multiply"(%344, %342) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %346 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %347 = "stablehlo.multiply"(%319, %346) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %348 = "stablehlo.reduce_precision"(%347) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %349 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %350 = "stablehlo.reduce_precision"(%349) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %352 = "stablehlo.multiply"(%348, %351) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %353 = "stablehlo.reduce_precision"(%352) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %354 = "stablehlo.dot_general"(%353, %327) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %355 = "stablehlo.reshape"(%354) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
      %356 = "stablehlo.dot_general"(%353, %325) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %357 = "stablehlo.reshape"(%356) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %358 = "stablehlo.dot_general"(%353, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %359 = "stablehlo.reshape"(%358) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %360 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %361 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %363 = "stablehlo.multiply"(%362, %360) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %366 = "stablehlo.add"(%365, %363) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %367 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %369 = "stablehlo.divide"(%366, %368) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %370 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %372 = "stablehlo.power"(%371, %369) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %373 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %375 = "stablehlo.divide"(%374, %372) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %376 = "stablehlo.convert"(%118) : (tensor<128xi32>) -> tensor<128xf32>
      %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %378 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %379 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %380 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %381 = "stablehlo.multiply"(%379, %380) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %382 = "stablehlo.concatenate"(%381, %381) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %383 = "stablehlo.cosine"(%382) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %385 = "stablehlo.sine"(%382) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %387 = "stablehlo.slice"(%355) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %388 = "stablehlo.slice"(%355) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %389 = "stablehlo.negate"(%388) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
      %390 = "stablehlo.concatenate"(%389, %387) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x32xf32>) -> tensor<2x128x4x64xf32>
      %391 = "stablehlo.reduce_precision"(%384) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %393 = "stablehlo.multiply"(%355, %392) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %394 = "stablehlo.reduce_precision"(%386) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %396 = "stablehlo.multiply"(%390, %395) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %397 = "stablehlo.add"(%393, %396) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %398 = "stablehlo.reduce_precision"(%397) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %399 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %400 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %402 = "stablehlo.multiply"(%401, %399) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %403 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %405 = "stablehlo.add"(%404, %402) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %406 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %408 = "stablehlo.divide"(%405, %407) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %409 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %411 = "stablehlo.power"(%410, %408) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %412 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %414 = "stablehlo.divide"(%413, %411) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %415 = "stablehlo.convert"(%118) : (tensor<128xi32>) -> tensor<128xf32>
      %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %417 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %418 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %419 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %420 = "stablehlo.multiply"(%418, %419) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %421 = "stablehlo.concatenate"(%420, %420) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %422 = "stablehlo.cosine"(%421) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %424 = "stablehlo.sine"(%421) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %426 = "stablehlo.slice"(%357) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %427 = "stablehlo.slice"(%357) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %428 = "stablehlo.negate"(%427) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %429 = "stablehlo.concatenate"(%428, %426) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %430 = "stablehlo.reduce_precision"(%423) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %432 = "stablehlo.multiply"(%357, %431) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %433 = "stablehlo.reduce_precision"(%425) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
      %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %435 = "stablehlo.multiply"(%429, %434) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %436 = "stablehlo.add"(%432, %435) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
      %438 = "stablehlo.reshape"(%437) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
      %439 = "stablehlo.reduce_precision"(%438) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %440 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
      %441 = "stablehlo.reshape"(%440) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
      %442 = "stablehlo.reduce_precision"(%441) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %443 = "stablehlo.dot_general"(%398, %439) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
      %444 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %445 = "stablehlo.sqrt"(%444) : (tensor<f32>) -> tensor<f32>
      %446 = "stablehlo.convert"(%445) : (tensor<f32>) -> tensor<f32>
      %447 = "stablehlo.reduce_precision"(%446) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %449 = "stablehlo.divide"(%443, %448) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %450 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %451 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %452:2 = "func.call"(%450, %449, %451) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
      %453 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %454 = "stablehlo.reduce"(%452#0, %453) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
        %1014 = "stablehlo.maximum"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1014) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %455 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
      %457 = "stablehlo.maximum"(%456, %454) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
      %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %460 = "stablehlo.subtract"(%452#0, %459) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %461 = "stablehlo.exponential"(%460) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %462 = "stablehlo.reduce_precision"(%461) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %463 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %464 = "stablehlo.reduce"(%462, %463) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
        %1013 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1013) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %466 = "stablehlo.reduce_precision"(%465) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %468 = "stablehlo.divide"(%462, %467) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %469 = "stablehlo.reduce_precision"(%468) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %470 = "stablehlo.multiply"(%466, %466) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %471 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
      %473 = "stablehlo.divide"(%472, %470) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %474 = "stablehlo.dot_general"(%442, %469) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
      %475 = "stablehlo.transpose"(%474) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
      %476 = "stablehlo.reshape"(%475) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
      %477 = "stablehlo.reduce_precision"(%476) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %478 = "stablehlo.dot_general"(%477, %326) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %479 = "stablehlo.add"(%319, %478) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %480 = "stablehlo.reduce_precision"(%479) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %481 = "stablehlo.multiply"(%480, %480) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %482 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %483 = "stablehlo.reduce"(%481, %482) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
        %1012 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1012) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %485 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %486 = "stablehlo.reduce_precision"(%485) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %488 = "stablehlo.divide"(%484, %487) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %489 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %491 = "stablehlo.add"(%488, %490) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %492 = "stablehlo.rsqrt"(%491) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %493 = "stablehlo.reduce_precision"(%492) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %494 = "stablehlo.divide"(%493, %491) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %495 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %497 = "stablehlo.multiply"(%496, %494) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %498 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %499 = "stablehlo.multiply"(%480, %498) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %500 = "stablehlo.reduce_precision"(%499) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %501 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %502 = "stablehlo.reduce_precision"(%501) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %504 = "stablehlo.multiply"(%500, %503) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %505 = "stablehlo.reduce_precision"(%504) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %506 = "stablehlo.dot_general"(%505, %323) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
      %507 = "stablehlo.reduce_precision"(%506) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %508:3 = "func.call"(%507) <{callee = @silu}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>)
      %509 = "stablehlo.reduce_precision"(%508#0) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %510 = "stablehlo.dot_general"(%505, %324) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
      %511 = "stablehlo.reduce_precision"(%510) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %512 = "stablehlo.multiply"(%509, %511) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %513 = "stablehlo.reduce_precision"(%512) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %514 = "stablehlo.dot_general"(%513, %322) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<512x256xf32>) -> tensor<2x128x256xf32>
      %515 = "stablehlo.add"(%480, %514) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %516 = "stablehlo.all_gather"(%arg66) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
      %517 = "stablehlo.multiply"(%515, %515) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %518 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %519 = "stablehlo.reduce"(%517, %518) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
        %1011 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1011) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %521 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %523 = "stablehlo.divide"(%520, %522) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %524 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %526 = "stablehlo.add"(%523, %525) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %527 = "stablehlo.rsqrt"(%526) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %528 = "stablehlo.divide"(%527, %526) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %529 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %531 = "stablehlo.multiply"(%530, %528) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %532 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %533 = "stablehlo.multiply"(%515, %532) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %534 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %536 = "stablehlo.multiply"(%533, %535) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %537 = "stablehlo.all_gather"(%arg85) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %538 = "stablehlo.dot_general"(%536, %537) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
      %539:3 = "func.call"(%538) <{callee = @log_softmax}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>)
      %540 = "stablehlo.broadcast_in_dim"(%arg87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %541:2 = "func.call"(%539#0, %540) <{callee = @take_along_axis}> : (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %542 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %543 = "stablehlo.reduce"(%541#0, %542) <{dimensions = array<i64: 0, 1, 2>}> ({
      ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
        %1010 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1010) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<f32>
      %544 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %545 = "stablehlo.divide"(%543, %544) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %546 = "stablehlo.negate"(%545) : (tensor<f32>) -> tensor<f32>
      %547 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %548 = "stablehlo.negate"(%547) : (tensor<f32>) -> tensor<f32>
      %549 = "stablehlo.divide"(%548, %544) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %551 = "func.call"(%541#1, %550) <{callee = @take_along_axis_1}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
      %552 = "func.call"(%539#1, %539#2, %551) <{callee = @log_softmax_2}> : (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %553 = "stablehlo.dot_general"(%552, %536) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %554 = "stablehlo.transpose"(%553) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
      %555 = "stablehlo.dot_general"(%552, %537) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
      %556 = "stablehlo.reduce_scatter"(%554) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
        %1009 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1009) : (tensor<f32>) -> ()
      }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
      %557 = "stablehlo.multiply"(%533, %555) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %558 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %559 = "stablehlo.reduce"(%557, %558) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
        %1008 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1008) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %560 = "stablehlo.reshape"(%559) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %561 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %562 = "stablehlo.multiply"(%555, %561) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %563 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %564 = "stablehlo.reduce"(%560, %563) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
        %1007 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1007) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %565 = "stablehlo.multiply"(%515, %562) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %566 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %567 = "stablehlo.reduce"(%565, %566) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
        %1006 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1006) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %568 = "stablehlo.reshape"(%567) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %569 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %570 = "stablehlo.multiply"(%562, %569) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %571 = "stablehlo.multiply"(%568, %531) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %572 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %573 = "stablehlo.divide"(%571, %572) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %575 = "stablehlo.reduce"(%573, %574) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
        %1005 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1005) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %577 = "stablehlo.multiply"(%515, %576) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %578 = "stablehlo.add"(%570, %577) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %579 = "stablehlo.multiply"(%576, %515) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %580 = "stablehlo.add"(%578, %579) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %581 = "stablehlo.reduce_scatter"(%564) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
        %1004 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1004) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<64xf32>
      %582:42 = "stablehlo.optimization_barrier"(%334, %345, %341, %350, %348, %353, %391, %394, %430, %433, %439, %398, %447, %452#1, %462, %466, %473, %469, %442, %477, %480, %486, %497, %493, %502, %500, %505, %507, %508#1, %508#2, %511, %509, %513, %arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %319, %580) : (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %583 = "stablehlo.all_gather"(%582#33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
      %584 = "stablehlo.all_gather"(%582#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %585 = "stablehlo.all_gather"(%582#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %586 = "stablehlo.all_gather"(%582#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %587 = "stablehlo.all_gather"(%582#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %588 = "stablehlo.all_gather"(%582#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %589 = "stablehlo.all_gather"(%582#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %590 = "stablehlo.dot_general"(%582#41, %582#32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x512xf32>) -> tensor<256x512xf32>
      %591 = "stablehlo.transpose"(%590) <{permutation = array<i64: 1, 0>}> : (tensor<256x512xf32>) -> tensor<512x256xf32>
      %592 = "stablehlo.dot_general"(%582#41, %583) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<512x256xf32>) -> tensor<2x128x512xf32>
      %593 = "stablehlo.multiply"(%582#31, %592) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %594 = "stablehlo.multiply"(%592, %582#30) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %595 = "stablehlo.dot_general"(%593, %582#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %596 = "stablehlo.transpose"(%595) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
      %597 = "stablehlo.dot_general"(%593, %585) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
      %598 = "func.call"(%582#29, %582#27, %582#28, %594) <{callee = @silu_3}> : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %599 = "stablehlo.dot_general"(%598, %582#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %600 = "stablehlo.transpose"(%599) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
      %601 = "stablehlo.dot_general"(%598, %584) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
      %602 = "stablehlo.add"(%597, %601) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %603 = "stablehlo.multiply"(%582#25, %602) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %604 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %605 = "stablehlo.reduce"(%603, %604) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
        %1003 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1003) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %606 = "stablehlo.reshape"(%605) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %607 = "stablehlo.broadcast_in_dim"(%582#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %608 = "stablehlo.multiply"(%602, %607) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %610 = "stablehlo.reduce"(%606, %609) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
        %1002 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1002) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %611 = "stablehlo.multiply"(%582#20, %608) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %613 = "stablehlo.reduce"(%611, %612) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
        %1001 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1001) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %614 = "stablehlo.reshape"(%613) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %615 = "stablehlo.broadcast_in_dim"(%582#23) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %616 = "stablehlo.multiply"(%608, %615) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %617 = "stablehlo.add"(%582#41, %616) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %618 = "stablehlo.multiply"(%614, %582#22) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %619 = "stablehlo.broadcast_in_dim"(%582#21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %620 = "stablehlo.divide"(%618, %619) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %621 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %622 = "stablehlo.reduce"(%620, %621) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
        %1000 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1000) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %624 = "stablehlo.multiply"(%582#20, %623) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %625 = "stablehlo.add"(%617, %624) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %626 = "stablehlo.multiply"(%623, %582#20) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %627 = "stablehlo.add"(%625, %626) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %628 = "stablehlo.dot_general"(%627, %582#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %629 = "stablehlo.transpose"(%628) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %630 = "stablehlo.dot_general"(%627, %587) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %631 = "stablehlo.reshape"(%630) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
      %632 = "stablehlo.transpose"(%631) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
      %633 = "stablehlo.dot_general"(%632, %582#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
      %634 = "stablehlo.dot_general"(%632, %582#17) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
      %635 = "stablehlo.transpose"(%634) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
      %636 = "stablehlo.broadcast_in_dim"(%582#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %637 = "stablehlo.multiply"(%633, %636) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %638 = "stablehlo.multiply"(%637, %582#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %639 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %640 = "stablehlo.reduce"(%638, %639) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
        %999 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%999) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %641 = "stablehlo.reshape"(%640) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %642 = "stablehlo.negate"(%641) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %643 = "stablehlo.broadcast_in_dim"(%582#15) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %644 = "stablehlo.divide"(%633, %643) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %645 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %646 = "stablehlo.reduce"(%642, %645) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
        %998 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%998) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
      %648 = "stablehlo.add"(%644, %647) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %649 = "stablehlo.multiply"(%648, %582#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %650 = "func.call"(%582#13, %649) <{callee = @_where_4}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %651 = "stablehlo.broadcast_in_dim"(%582#12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %652 = "stablehlo.divide"(%650, %651) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %653 = "stablehlo.dot_general"(%652, %582#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
      %654 = "stablehlo.transpose"(%653) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
      %655 = "stablehlo.dot_general"(%652, %582#10) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
      %656 = "stablehlo.transpose"(%655) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
      %657 = "stablehlo.reshape"(%635) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
      %658 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %659 = "stablehlo.reduce"(%657, %658) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
        %997 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%997) : (tensor<f32>) -> ()
      }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %660 = "stablehlo.reshape"(%654) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
      %661 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %662 = "stablehlo.reduce"(%660, %661) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
        %996 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%996) : (tensor<f32>) -> ()
      }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %663 = "stablehlo.broadcast_in_dim"(%582#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %664 = "stablehlo.multiply"(%662, %663) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %665 = "stablehlo.broadcast_in_dim"(%582#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %666 = "stablehlo.multiply"(%662, %665) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %667 = "stablehlo.slice"(%664) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %668 = "stablehlo.slice"(%664) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %669 = "stablehlo.negate"(%667) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %670 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %671 = "stablehlo.pad"(%669, %670) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %672 = "stablehlo.add"(%666, %671) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %674 = "stablehlo.pad"(%668, %673) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %675 = "stablehlo.add"(%672, %674) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %676 = "stablehlo.broadcast_in_dim"(%582#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %677 = "stablehlo.multiply"(%656, %676) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %678 = "stablehlo.broadcast_in_dim"(%582#6) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %679 = "stablehlo.multiply"(%656, %678) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %680 = "stablehlo.slice"(%677) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %681 = "stablehlo.slice"(%677) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %682 = "stablehlo.negate"(%680) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
      %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %684 = "stablehlo.pad"(%682, %683) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %685 = "stablehlo.add"(%679, %684) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %687 = "stablehlo.pad"(%681, %686) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %688 = "stablehlo.add"(%685, %687) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %689 = "stablehlo.reshape"(%659) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %690 = "stablehlo.dot_general"(%689, %582#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %691 = "stablehlo.transpose"(%690) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %692 = "stablehlo.dot_general"(%689, %589) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %693 = "stablehlo.reshape"(%675) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %694 = "stablehlo.dot_general"(%693, %582#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %695 = "stablehlo.transpose"(%694) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %696 = "stablehlo.dot_general"(%693, %586) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %697 = "stablehlo.add"(%692, %696) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %698 = "stablehlo.reshape"(%688) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
      %699 = "stablehlo.dot_general"(%698, %582#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %700 = "stablehlo.transpose"(%699) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %701 = "stablehlo.dot_general"(%698, %588) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %702 = "stablehlo.add"(%697, %701) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %703 = "stablehlo.multiply"(%582#4, %702) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %704 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %705 = "stablehlo.reduce"(%703, %704) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
        %995 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%995) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %706 = "stablehlo.reshape"(%705) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %707 = "stablehlo.broadcast_in_dim"(%582#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %708 = "stablehlo.multiply"(%702, %707) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %709 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %710 = "stablehlo.reduce"(%706, %709) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
        %994 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%994) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %711 = "stablehlo.multiply"(%582#40, %708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %712 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %713 = "stablehlo.reduce"(%711, %712) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
        %993 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%993) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %714 = "stablehlo.reshape"(%713) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %715 = "stablehlo.broadcast_in_dim"(%582#2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %716 = "stablehlo.multiply"(%708, %715) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %717 = "stablehlo.add"(%627, %716) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %718 = "stablehlo.multiply"(%714, %582#1) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %719 = "stablehlo.broadcast_in_dim"(%582#0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %720 = "stablehlo.divide"(%718, %719) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %721 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %722 = "stablehlo.reduce"(%720, %721) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
        %992 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%992) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %724 = "stablehlo.multiply"(%582#40, %723) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %725 = "stablehlo.add"(%717, %724) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %726 = "stablehlo.multiply"(%723, %582#40) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %727 = "stablehlo.add"(%725, %726) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %728 = "stablehlo.reduce_scatter"(%691) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
        %991 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%991) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
      %729 = "stablehlo.reduce_scatter"(%700) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
        %990 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%990) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
      %730 = "stablehlo.reduce_scatter"(%629) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
        %989 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%989) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
      %731 = "stablehlo.reduce_scatter"(%695) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
        %988 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%988) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
      %732 = "stablehlo.reduce_scatter"(%596) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
        %987 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%987) : (tensor<f32>) -> ()
      }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
      %733 = "stablehlo.reduce_scatter"(%600) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
        %986 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%986) : (tensor<f32>) -> ()
      }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
      %734 = "stablehlo.reduce_scatter"(%591) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
        %985 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%985) : (tensor<f32>) -> ()
      }) : (tensor<512x256xf32>) -> tensor<128x256xf32>
      %735 = "stablehlo.reduce_scatter"(%610) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
        %984 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%984) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<64xf32>
      %736 = "stablehlo.reduce_scatter"(%710) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
        %983 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%983) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<64xf32>
      %737:42 = "stablehlo.optimization_barrier"(%138, %149, %145, %154, %152, %157, %195, %198, %234, %237, %243, %202, %251, %256#1, %266, %270, %277, %273, %246, %281, %284, %290, %301, %297, %306, %304, %309, %311, %312#1, %312#2, %315, %313, %317, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %123#0, %727) : (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %738 = "stablehlo.all_gather"(%737#33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
      %739 = "stablehlo.all_gather"(%737#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %740 = "stablehlo.all_gather"(%737#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
      %741 = "stablehlo.all_gather"(%737#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %742 = "stablehlo.all_gather"(%737#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %743 = "stablehlo.all_gather"(%737#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
      %744 = "stablehlo.all_gather"(%737#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
      %745 = "stablehlo.dot_general"(%737#41, %737#32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x512xf32>) -> tensor<256x512xf32>
      %746 = "stablehlo.transpose"(%745) <{permutation = array<i64: 1, 0>}> : (tensor<256x512xf32>) -> tensor<512x256xf32>
      %747 = "stablehlo.dot_general"(%737#41, %738) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<512x256xf32>) -> tensor<2x128x512xf32>
      %748 = "stablehlo.multiply"(%737#31, %747) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %749 = "stablehlo.multiply"(%747, %737#30) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %750 = "stablehlo.dot_general"(%748, %737#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %751 = "stablehlo.transpose"(%750) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
      %752 = "stablehlo.dot_general"(%748, %740) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
      %753 = "func.call"(%737#29, %737#27, %737#28, %749) <{callee = @silu_3}> : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %754 = "stablehlo.dot_general"(%753, %737#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %755 = "stablehlo.transpose"(%754) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
      %756 = "stablehlo.dot_general"(%753, %739) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
      %757 = "stablehlo.add"(%752, %756) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %758 = "stablehlo.multiply"(%737#25, %757) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %760 = "stablehlo.reduce"(%758, %759) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
        %982 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%982) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %761 = "stablehlo.reshape"(%760) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %762 = "stablehlo.broadcast_in_dim"(%737#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %763 = "stablehlo.multiply"(%757, %762) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %765 = "stablehlo.reduce"(%761, %764) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
        %981 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%981) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %766 = "stablehlo.multiply"(%737#20, %763) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %768 = "stablehlo.reduce"(%766, %767) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
        %980 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%980) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %769 = "stablehlo.reshape"(%768) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %770 = "stablehlo.broadcast_in_dim"(%737#23) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %771 = "stablehlo.multiply"(%763, %770) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %772 = "stablehlo.add"(%737#41, %771) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %773 = "stablehlo.multiply"(%769, %737#22) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %774 = "stablehlo.broadcast_in_dim"(%737#21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %775 = "stablehlo.divide"(%773, %774) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %777 = "stablehlo.reduce"(%775, %776) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
        %979 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%979) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %779 = "stablehlo.multiply"(%737#20, %778) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %780 = "stablehlo.add"(%772, %779) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %781 = "stablehlo.multiply"(%778, %737#20) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %782 = "stablehlo.add"(%780, %781) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %783 = "stablehlo.dot_general"(%782, %737#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %784 = "stablehlo.transpose"(%783) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %785 = "stablehlo.dot_general"(%782, %742) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %786 = "stablehlo.reshape"(%785) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
      %787 = "stablehlo.transpose"(%786) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
      %788 = "stablehlo.dot_general"(%787, %737#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
      %789 = "stablehlo.dot_general"(%787, %737#17) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
      %790 = "stablehlo.transpose"(%789) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
      %791 = "stablehlo.broadcast_in_dim"(%737#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %792 = "stablehlo.multiply"(%788, %791) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %793 = "stablehlo.multiply"(%792, %737#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %794 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %795 = "stablehlo.reduce"(%793, %794) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
        %978 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%978) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %796 = "stablehlo.reshape"(%795) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %797 = "stablehlo.negate"(%796) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %798 = "stablehlo.broadcast_in_dim"(%737#15) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %799 = "stablehlo.divide"(%788, %798) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %801 = "stablehlo.reduce"(%797, %800) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
        %977 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%977) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %802 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
      %803 = "stablehlo.add"(%799, %802) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %804 = "stablehlo.multiply"(%803, %737#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %805 = "func.call"(%737#13, %804) <{callee = @_where_4}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %806 = "stablehlo.broadcast_in_dim"(%737#12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %807 = "stablehlo.divide"(%805, %806) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %808 = "stablehlo.dot_general"(%807, %737#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
      %809 = "stablehlo.transpose"(%808) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
      %810 = "stablehlo.dot_general"(%807, %737#10) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
      %811 = "stablehlo.transpose"(%810) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
      %812 = "stablehlo.reshape"(%790) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
      %813 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %814 = "stablehlo.reduce"(%812, %813) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
        %976 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%976) : (tensor<f32>) -> ()
      }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %815 = "stablehlo.reshape"(%809) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
      %816 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %817 = "stablehlo.reduce"(%815, %816) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
        %975 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%975) : (tensor<f32>) -> ()
      }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %818 = "stablehlo.broadcast_in_dim"(%737#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %819 = "stablehlo.multiply"(%817, %818) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %820 = "stablehlo.broadcast_in_dim"(%737#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %821 = "stablehlo.multiply"(%817, %820) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %822 = "stablehlo.slice"(%819) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %823 = "stablehlo.slice"(%819) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %824 = "stablehlo.negate"(%822) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %825 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %826 = "stablehlo.pad"(%824, %825) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %827 = "stablehlo.add"(%821, %826) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %829 = "stablehlo.pad"(%823, %828) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %830 = "stablehlo.add"(%827, %829) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %831 = "stablehlo.broadcast_in_dim"(%737#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %832 = "stablehlo.multiply"(%811, %831) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %833 = "stablehlo.broadcast_in_dim"(%737#6) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
      %834 = "stablehlo.multiply"(%811, %833) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %835 = "stablehlo.slice"(%832) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %836 = "stablehlo.slice"(%832) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %837 = "stablehlo.negate"(%835) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
      %838 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %839 = "stablehlo.pad"(%837, %838) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %840 = "stablehlo.add"(%834, %839) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %842 = "stablehlo.pad"(%836, %841) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %843 = "stablehlo.add"(%840, %842) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %844 = "stablehlo.reshape"(%814) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %845 = "stablehlo.dot_general"(%844, %737#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %846 = "stablehlo.transpose"(%845) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %847 = "stablehlo.dot_general"(%844, %744) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %848 = "stablehlo.reshape"(%830) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %849 = "stablehlo.dot_general"(%848, %737#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %850 = "stablehlo.transpose"(%849) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %851 = "stablehlo.dot_general"(%848, %741) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %852 = "stablehlo.add"(%847, %851) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %853 = "stablehlo.reshape"(%843) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
      %854 = "stablehlo.dot_general"(%853, %737#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %855 = "stablehlo.transpose"(%854) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %856 = "stablehlo.dot_general"(%853, %743) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %857 = "stablehlo.add"(%852, %856) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %858 = "stablehlo.multiply"(%737#4, %857) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %860 = "stablehlo.reduce"(%858, %859) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
        %974 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%974) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %861 = "stablehlo.reshape"(%860) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %862 = "stablehlo.broadcast_in_dim"(%737#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %863 = "stablehlo.multiply"(%857, %862) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %864 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %865 = "stablehlo.reduce"(%861, %864) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
        %973 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%973) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %866 = "stablehlo.multiply"(%737#40, %863) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %867 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %868 = "stablehlo.reduce"(%866, %867) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
        %972 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%972) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %869 = "stablehlo.reshape"(%868) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %870 = "stablehlo.broadcast_in_dim"(%737#2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %871 = "stablehlo.multiply"(%863, %870) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %872 = "stablehlo.add"(%782, %871) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %873 = "stablehlo.multiply"(%869, %737#1) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %874 = "stablehlo.broadcast_in_dim"(%737#0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %875 = "stablehlo.divide"(%873, %874) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %876 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %877 = "stablehlo.reduce"(%875, %876) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
        %971 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%971) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %879 = "stablehlo.multiply"(%737#40, %878) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %880 = "stablehlo.add"(%872, %879) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %881 = "stablehlo.multiply"(%878, %737#40) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %882 = "stablehlo.add"(%880, %881) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %883 = "stablehlo.reduce_scatter"(%846) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
        %970 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%970) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
      %884 = "stablehlo.reduce_scatter"(%855) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
        %969 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%969) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
      %885 = "stablehlo.reduce_scatter"(%784) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
        %968 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%968) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
      %886 = "stablehlo.reduce_scatter"(%850) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
        %967 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%967) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
      %887 = "stablehlo.reduce_scatter"(%751) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
        %966 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%966) : (tensor<f32>) -> ()
      }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
      %888 = "stablehlo.reduce_scatter"(%755) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
        %965 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%965) : (tensor<f32>) -> ()
      }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
      %889 = "stablehlo.reduce_scatter"(%746) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
        %964 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%964) : (tensor<f32>) -> ()
      }) : (tensor<512x256xf32>) -> tensor<128x256xf32>
      %890 = "stablehlo.reduce_scatter"(%765) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
        %963 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%963) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<64xf32>
      %891 = "stablehlo.reduce_scatter"(%865) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
        %962 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%962) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<64xf32>
      %892 = "func.call"(%123#1, %882) <{callee = @_take_5}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %893 = "stablehlo.reduce_scatter"(%892) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
        %961 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%961) : (tensor<f32>) -> ()
      }) : (tensor<512x256xf32>) -> tensor<128x256xf32>
      %894 = "stablehlo.all_reduce"(%546) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
        %960 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%960) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %895 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %896 = "stablehlo.divide"(%894, %895) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %897 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %899 = "stablehlo.divide"(%893, %898) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %900 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %902 = "stablehlo.divide"(%581, %901) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %903 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %905 = "stablehlo.divide"(%891, %904) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %906 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %908 = "stablehlo.divide"(%890, %907) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %909 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %911 = "stablehlo.divide"(%889, %910) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %912 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
      %914 = "stablehlo.divide"(%888, %913) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
      %915 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %916 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
      %917 = "stablehlo.divide"(%887, %916) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
      %918 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %919 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
      %920 = "stablehlo.divide"(%886, %919) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %921 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
      %923 = "stablehlo.divide"(%885, %922) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %924 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %925 = "stablehlo.broadcast_in_dim"(%924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
      %926 = "stablehlo.divide"(%884, %925) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %927 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
      %929 = "stablehlo.divide"(%883, %928) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %930 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %931 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %932 = "stablehlo.divide"(%736, %931) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %933 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %935 = "stablehlo.divide"(%735, %934) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %936 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %937 = "stablehlo.broadcast_in_dim"(%936) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %938 = "stablehlo.divide"(%734, %937) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %939 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
      %941 = "stablehlo.divide"(%733, %940) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
      %942 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
      %944 = "stablehlo.divide"(%732, %943) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
      %945 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %946 = "stablehlo.broadcast_in_dim"(%945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
      %947 = "stablehlo.divide"(%731, %946) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %948 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %949 = "stablehlo.broadcast_in_dim"(%948) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
      %950 = "stablehlo.divide"(%730, %949) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %951 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %952 = "stablehlo.broadcast_in_dim"(%951) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
      %953 = "stablehlo.divide"(%729, %952) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %954 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
      %956 = "stablehlo.divide"(%728, %955) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %957 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
      %959 = "stablehlo.divide"(%556, %958) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
      "sdy.return"(%896, %899, %902, %905, %908, %911, %914, %917, %920, %923, %926, %929, %932, %935, %938, %941, %944, %947, %950, %953, %956, %959) : (tensor<f32>, tensor<128x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64x512xf32>) -> ()
    }) : (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>)
    "func.return"(%117#0, %117#1, %117#2, %117#3, %117#4, %117#5, %117#6, %117#7, %117#8, %117#9, %117#10, %117#11, %117#12, %117#13, %117#14, %117#15, %117#16, %117#17, %117#18, %117#19, %117#20, %117#21) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<128x128xi1>):
    %108 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %111 = "stablehlo.add"(%108, %110) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %112 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %113 = "stablehlo.compare"(%111, %112) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %114 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %116 = "stablehlo.select"(%113, %arg41, %115) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%116) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<512x256xf32>, %arg38: tensor<2x128xi32>):
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %86 = "stablehlo.compare"(%arg38, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %87 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %89 = "stablehlo.add"(%arg38, %88) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %90 = "func.call"(%86, %89, %arg38) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %92 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %95 = "stablehlo.compare"(%91, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %96 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %98 = "stablehlo.compare"(%91, %97) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %99 = "stablehlo.and"(%95, %98) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %100 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg39: tensor<i1>, %arg40: tensor<i1>):
      %107 = "stablehlo.and"(%arg39, %arg40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%107) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %102 = "stablehlo.gather"(%arg37, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %104 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %106 = "stablehlo.select"(%103, %102, %105) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%106, %91) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2x128xi1>, %arg35: tensor<2x128xi32>, %arg36: tensor<2x128xi32>):
    %83 = "stablehlo.select"(%arg34, %arg35, %arg36) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%83) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<1x1x128x128xi1>, %arg32: tensor<2x4x128x128xf32>, %arg33: tensor<f32>):
    %80 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x4x128x128xi1>
    %81 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %82 = "stablehlo.select"(%80, %arg32, %81) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%82, %80) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2x128x512xf32>):
    %67 = "stablehlo.negate"(%arg30) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %68 = "stablehlo.exponential"(%67) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %71 = "stablehlo.add"(%70, %68) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %72 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %74 = "stablehlo.divide"(%73, %71) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %77 = "stablehlo.subtract"(%76, %74) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %78 = "stablehlo.multiply"(%74, %77) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %79 = "stablehlo.multiply"(%arg30, %74) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%79, %78, %74) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2x128x512xf32>):
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%arg25, %50) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %66 = "stablehlo.maximum"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %52 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %54 = "stablehlo.maximum"(%53, %51) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %57 = "stablehlo.subtract"(%arg25, %56) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %58 = "stablehlo.exponential"(%57) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%58, %59) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %65 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %62 = "stablehlo.log"(%61) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %64 = "stablehlo.subtract"(%57, %63) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%64, %58, %61) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<2x128x512xf32>, %arg22: tensor<2x128x1xi32>):
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %29 = "stablehlo.compare"(%arg22, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %30 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %32 = "stablehlo.add"(%arg22, %31) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %33 = "stablehlo.select"(%29, %32, %arg22) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %35 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %38 = "stablehlo.compare"(%34, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %39 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %41 = "stablehlo.compare"(%34, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %42 = "stablehlo.and"(%38, %41) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %43 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %49 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %45 = "stablehlo.gather"(%arg21, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %46 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %48 = "stablehlo.select"(%44, %45, %47) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%48, %34) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<2x128x1x1xi32>, %arg18: tensor<2x128x1xf32>):
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %25 = "stablehlo.scatter"(%24, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %26 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    "func.return"(%25) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "log_softmax_2", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<2x128x512xf32>, %arg11: tensor<2x128x1xf32>, %arg12: tensor<2x128x512xf32>):
    %11 = "stablehlo.negate"(%arg12) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %22 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %15 = "stablehlo.divide"(%14, %arg11) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %21 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %19 = "stablehlo.multiply"(%18, %arg10) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %20 = "stablehlo.add"(%arg12, %19) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%20) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x128x512xf32>, %arg7: tensor<2x128x512xf32>, %arg8: tensor<2x128x512xf32>, %arg9: tensor<2x128x512xf32>):
    %7 = "stablehlo.multiply"(%arg7, %arg9) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %8 = "stablehlo.multiply"(%arg9, %arg6) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %9 = "stablehlo.multiply"(%7, %arg8) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%10) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4x128x128xi1>, %arg5: tensor<2x4x128x128xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%6) : (tensor<2x4x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x128x1xi32>, %arg1: tensor<2x128x256xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x256xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<512x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    "func.return"(%2) : (tensor<512x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
