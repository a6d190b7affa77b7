"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>, tensor<4x128xi32>, tensor<4x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg43: tensor<512x256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<512x256xf32>, %arg48: tensor<256x512xf32>, %arg49: tensor<256x512xf32>, %arg50: tensor<256x128xf32>, %arg51: tensor<256x256xf32>, %arg52: tensor<256x256xf32>, %arg53: tensor<256x128xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<512x256xf32>, %arg57: tensor<256x512xf32>, %arg58: tensor<256x512xf32>, %arg59: tensor<256x128xf32>, %arg60: tensor<256x256xf32>, %arg61: tensor<256x256xf32>, %arg62: tensor<256x128xf32>, %arg63: tensor<256x512xf32>, %arg64: tensor<4x128xi32>, %arg65: tensor<4x128xi32>):
    %103:22 = "sdy.manual_computation"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>]>}> ({
    ^bb0(%arg66: tensor<256x256xf32>, %arg67: tensor<256xf32>, %arg68: tensor<256xf32>, %arg69: tensor<256xf32>, %arg70: tensor<256x256xf32>, %arg71: tensor<256x256xf32>, %arg72: tensor<256x256xf32>, %arg73: tensor<256x64xf32>, %arg74: tensor<128x256xf32>, %arg75: tensor<256x128xf32>, %arg76: tensor<256x64xf32>, %arg77: tensor<256xf32>, %arg78: tensor<256xf32>, %arg79: tensor<256x256xf32>, %arg80: tensor<256x256xf32>, %arg81: tensor<256x256xf32>, %arg82: tensor<256x64xf32>, %arg83: tensor<128x256xf32>, %arg84: tensor<256x128xf32>, %arg85: tensor<256x64xf32>, %arg86: tensor<256x256xf32>, %arg87: tensor<2x128xi32>, %arg88: tensor<2x128xi32>):
      %104 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
      %105 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
      %107 = "func.call"(%106) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
      %108 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %109 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %110 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %111 = "stablehlo.divide"(%110, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %112 = "stablehlo.remainder"(%111, %109) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %113 = "stablehlo.convert"(%112) : (tensor<ui32>) -> tensor<i32>
      %114 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %115 = "stablehlo.multiply"(%113, %114) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %117 = "stablehlo.subtract"(%arg87, %116) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %120 = "stablehlo.compare"(%117, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %121 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %123 = "stablehlo.compare"(%117, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %124 = "stablehlo.and"(%120, %123) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %126 = "func.call"(%124, %117, %125) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %127:2 = "func.call"(%arg66, %126) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %128 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
      %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %130:2 = "func.call"(%128, %127#0, %129) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
      %131 = "stablehlo.all_reduce"(%130#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg249: tensor<f32>, %arg250: tensor<f32>):
        %1017 = "stablehlo.add"(%arg249, %arg250) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1017) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %132 = "stablehlo.multiply"(%131, %131) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %134 = "stablehlo.reduce"(%132, %133) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg247: tensor<f32>, %arg248: tensor<f32>):
        %1016 = "stablehlo.add"(%arg247, %arg248) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1016) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %136 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %138 = "stablehlo.divide"(%135, %137) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %139 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %141 = "stablehlo.add"(%138, %140) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %142 = "stablehlo.rsqrt"(%141) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %143 = "stablehlo.divide"(%142, %141) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %144 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %146 = "stablehlo.multiply"(%145, %143) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %147 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %148 = "stablehlo.multiply"(%131, %147) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %149 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %151 = "stablehlo.multiply"(%148, %150) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %152 = "stablehlo.dot_general"(%151, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %153 = "stablehlo.reshape"(%152) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %154 = "stablehlo.dot_general"(%151, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %155 = "stablehlo.reshape"(%154) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %156 = "stablehlo.dot_general"(%151, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %157 = "stablehlo.reshape"(%156) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %158 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %159 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %161 = "stablehlo.multiply"(%160, %158) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %164 = "stablehlo.add"(%163, %161) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %165 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %167 = "stablehlo.divide"(%164, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %168 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %170 = "stablehlo.power"(%169, %167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %171 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %173 = "stablehlo.divide"(%172, %170) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %174 = "stablehlo.convert"(%104) : (tensor<128xi32>) -> tensor<128xf32>
      %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %176 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %177 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %178 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %179 = "stablehlo.multiply"(%177, %178) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %180 = "stablehlo.concatenate"(%179, %179) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %181 = "stablehlo.cosine"(%180) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %183 = "stablehlo.sine"(%180) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %185 = "stablehlo.slice"(%153) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %186 = "stablehlo.slice"(%153) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %187 = "stablehlo.negate"(%186) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %188 = "stablehlo.concatenate"(%187, %185) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %189 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %190 = "stablehlo.multiply"(%153, %189) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %191 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %192 = "stablehlo.multiply"(%188, %191) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %193 = "stablehlo.add"(%190, %192) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %194 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %195 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %197 = "stablehlo.multiply"(%196, %194) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %200 = "stablehlo.add"(%199, %197) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %201 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %203 = "stablehlo.divide"(%200, %202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %204 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %206 = "stablehlo.power"(%205, %203) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %207 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %209 = "stablehlo.divide"(%208, %206) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %210 = "stablehlo.convert"(%104) : (tensor<128xi32>) -> tensor<128xf32>
      %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %212 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %213 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %214 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %215 = "stablehlo.multiply"(%213, %214) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %216 = "stablehlo.concatenate"(%215, %215) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %217 = "stablehlo.cosine"(%216) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %219 = "stablehlo.sine"(%216) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %221 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %222 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %223 = "stablehlo.negate"(%222) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %224 = "stablehlo.concatenate"(%223, %221) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %225 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %226 = "stablehlo.multiply"(%155, %225) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %227 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %228 = "stablehlo.multiply"(%224, %227) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %229 = "stablehlo.add"(%226, %228) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %231 = "stablehlo.reshape"(%230) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %232 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %233 = "stablehlo.reshape"(%232) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %234 = "stablehlo.dot_general"(%193, %231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %235 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %236 = "stablehlo.sqrt"(%235) : (tensor<f32>) -> tensor<f32>
      %237 = "stablehlo.convert"(%236) : (tensor<f32>) -> tensor<f32>
      %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %239 = "stablehlo.divide"(%234, %238) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %240 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %241 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %242:2 = "func.call"(%240, %239, %241) <{callee = @_where_2}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %243 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %244 = "stablehlo.reduce"(%242#0, %243) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg245: tensor<f32>, %arg246: tensor<f32>):
        %1015 = "stablehlo.maximum"(%arg245, %arg246) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1015) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %245 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %247 = "stablehlo.maximum"(%246, %244) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %250 = "stablehlo.subtract"(%242#0, %249) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %251 = "stablehlo.exponential"(%250) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
        %1014 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1014) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %256 = "stablehlo.divide"(%251, %255) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %257 = "stablehlo.multiply"(%254, %254) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %258 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %260 = "stablehlo.divide"(%259, %257) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %261 = "stablehlo.dot_general"(%233, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %262 = "stablehlo.transpose"(%261) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %263 = "stablehlo.reshape"(%262) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %264 = "stablehlo.dot_general"(%263, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %265 = "stablehlo.all_reduce"(%264) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
        %1013 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1013) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %266 = "stablehlo.add"(%131, %265) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %267 = "stablehlo.multiply"(%266, %266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %269 = "stablehlo.reduce"(%267, %268) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
        %1012 = "stablehlo.add"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1012) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %271 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %273 = "stablehlo.divide"(%270, %272) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %274 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %276 = "stablehlo.add"(%273, %275) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %277 = "stablehlo.rsqrt"(%276) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %278 = "stablehlo.divide"(%277, %276) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %279 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %281 = "stablehlo.multiply"(%280, %278) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %282 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %283 = "stablehlo.multiply"(%266, %282) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %284 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %286 = "stablehlo.multiply"(%283, %285) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %287 = "stablehlo.dot_general"(%286, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %288:3 = "func.call"(%287) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %289 = "stablehlo.dot_general"(%286, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %290 = "stablehlo.multiply"(%288#0, %289) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %291 = "stablehlo.dot_general"(%290, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %292 = "stablehlo.all_reduce"(%291) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
        %1011 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1011) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %293 = "stablehlo.add"(%266, %292) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %294 = "stablehlo.multiply"(%293, %293) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %296 = "stablehlo.reduce"(%294, %295) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
        %1010 = "stablehlo.add"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1010) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %298 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %300 = "stablehlo.divide"(%297, %299) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %301 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %303 = "stablehlo.add"(%300, %302) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %304 = "stablehlo.rsqrt"(%303) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %305 = "stablehlo.divide"(%304, %303) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %306 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %308 = "stablehlo.multiply"(%307, %305) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %309 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %310 = "stablehlo.multiply"(%293, %309) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %311 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %313 = "stablehlo.multiply"(%310, %312) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %314 = "stablehlo.dot_general"(%313, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %315 = "stablehlo.reshape"(%314) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %316 = "stablehlo.dot_general"(%313, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %317 = "stablehlo.reshape"(%316) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %318 = "stablehlo.dot_general"(%313, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %319 = "stablehlo.reshape"(%318) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %320 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %321 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %323 = "stablehlo.multiply"(%322, %320) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %326 = "stablehlo.add"(%325, %323) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %327 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %329 = "stablehlo.divide"(%326, %328) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %330 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %332 = "stablehlo.power"(%331, %329) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %333 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %335 = "stablehlo.divide"(%334, %332) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %336 = "stablehlo.convert"(%104) : (tensor<128xi32>) -> tensor<128xf32>
      %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %338 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %339 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %340 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %341 = "stablehlo.multiply"(%339, %340) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %342 = "stablehlo.concatenate"(%341, %341) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %343 = "stablehlo.cosine"(%342) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %345 = "stablehlo.sine"(%342) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %347 = "stablehlo.slice"(%315) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %348 = "stablehlo.slice"(%315) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %349 = "stablehlo.negate"(%348) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %350 = "stablehlo.concatenate"(%349, %347) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %351 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %352 = "stablehlo.multiply"(%315, %351) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %353 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %354 = "stablehlo.multiply"(%350, %353) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %355 = "stablehlo.add"(%352, %354) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %356 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %357 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %359 = "stablehlo.multiply"(%358, %356) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %362 = "stablehlo.add"(%361, %359) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %363 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %365 = "stablehlo.divide"(%362, %364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %366 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %368 = "stablehlo.power"(%367, %365) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %369 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %371 = "stablehlo.divide"(%370, %368) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %372 = "stablehlo.convert"(%104) : (tensor<128xi32>) -> tensor<128xf32>
      %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %374 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %375 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %376 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %377 = "stablehlo.multiply"(%375, %376) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %378 = "stablehlo.concatenate"(%377, %377) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %379 = "stablehlo.cosine"(%378) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %381 = "stablehlo.sine"(%378) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %383 = "stablehlo.slice"(%317) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %384 = "stablehlo.slice"(%317) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %385 = "stablehlo.negate"(%384) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %386 = "stablehlo.concatenate"(%385, %383) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %387 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %388 = "stablehlo.multiply"(%317, %387) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %389 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %390 = "stablehlo.multiply"(%386, %389) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %391 = "stablehlo.add"(%388, %390) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %393 = "stablehlo.reshape"(%392) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %394 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %395 = "stablehlo.reshape"(%394) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %396 = "stablehlo.dot_general"(%355, %393) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %397 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %398 = "stablehlo.sqrt"(%397) : (tensor<f32>) -> tensor<f32>
      %399 = "stablehlo.convert"(%398) : (tensor<f32>) -> tensor<f32>
      %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %401 = "stablehlo.divide"(%396, %400) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %402 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %403 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %404:2 = "func.call"(%402, %401, %403) <{callee = @_where_2}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %405 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %406 = "stablehlo.reduce"(%404#0, %405) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
        %1009 = "stablehlo.maximum"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1009) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %407 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %409 = "stablehlo.maximum"(%408, %406) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %412 = "stablehlo.subtract"(%404#0, %411) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %413 = "stablehlo.exponential"(%412) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %414 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %415 = "stablehlo.reduce"(%413, %414) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
        %1008 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1008) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %418 = "stablehlo.divide"(%413, %417) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %419 = "stablehlo.multiply"(%416, %416) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %420 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %422 = "stablehlo.divide"(%421, %419) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %423 = "stablehlo.dot_general"(%395, %418) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %424 = "stablehlo.transpose"(%423) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %425 = "stablehlo.reshape"(%424) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %426 = "stablehlo.dot_general"(%425, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %427 = "stablehlo.all_reduce"(%426) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
        %1007 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1007) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %428 = "stablehlo.add"(%293, %427) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %429 = "stablehlo.multiply"(%428, %428) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %430 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %431 = "stablehlo.reduce"(%429, %430) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
        %1006 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1006) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %433 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %435 = "stablehlo.divide"(%432, %434) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %436 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %438 = "stablehlo.add"(%435, %437) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %439 = "stablehlo.rsqrt"(%438) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %440 = "stablehlo.divide"(%439, %438) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %441 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %443 = "stablehlo.multiply"(%442, %440) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %444 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %445 = "stablehlo.multiply"(%428, %444) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %446 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %448 = "stablehlo.multiply"(%445, %447) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %449 = "stablehlo.dot_general"(%448, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %450:3 = "func.call"(%449) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %451 = "stablehlo.dot_general"(%448, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %452 = "stablehlo.multiply"(%450#0, %451) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %453 = "stablehlo.dot_general"(%452, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %454 = "stablehlo.all_reduce"(%453) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
        %1005 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1005) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %455 = "stablehlo.add"(%428, %454) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %456 = "stablehlo.multiply"(%455, %455) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %458 = "stablehlo.reduce"(%456, %457) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
        %1004 = "stablehlo.add"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1004) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %460 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %462 = "stablehlo.divide"(%459, %461) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %463 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %465 = "stablehlo.add"(%462, %464) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %466 = "stablehlo.rsqrt"(%465) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %467 = "stablehlo.divide"(%466, %465) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %468 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %470 = "stablehlo.multiply"(%469, %467) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %471 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %472 = "stablehlo.multiply"(%455, %471) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %473 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %475 = "stablehlo.multiply"(%472, %474) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %476 = "stablehlo.dot_general"(%475, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %477 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %478 = "stablehlo.reduce"(%476, %477) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
        %1003 = "stablehlo.maximum"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1003) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %479 = "stablehlo.all_reduce"(%478) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
        %1002 = "stablehlo.maximum"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1002) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %482 = "stablehlo.subtract"(%476, %481) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %483 = "stablehlo.exponential"(%482) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %485 = "stablehlo.reduce"(%483, %484) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
        %1001 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1001) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %486 = "stablehlo.all_reduce"(%485) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
        %1000 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1000) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %487 = "stablehlo.log"(%486) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %488 = "stablehlo.add"(%487, %479) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %489 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %490 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %491 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %492 = "stablehlo.divide"(%491, %489) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %493 = "stablehlo.remainder"(%492, %490) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %494 = "stablehlo.convert"(%493) : (tensor<ui32>) -> tensor<i32>
      %495 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %496 = "stablehlo.multiply"(%494, %495) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %498 = "stablehlo.subtract"(%arg88, %497) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %499 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %501 = "stablehlo.compare"(%498, %500) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %502 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %504 = "stablehlo.compare"(%498, %503) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %505 = "stablehlo.and"(%501, %504) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %506 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %507 = "func.call"(%505, %498, %506) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %509:2 = "func.call"(%476, %508) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %510 = "stablehlo.reshape"(%509#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
      %511 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %512 = "func.call"(%505, %510, %511) <{callee = @_where_3}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> tensor<2x128xf32>
      %513 = "stablehlo.all_reduce"(%512) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
        %999 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%999) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %514 = "stablehlo.subtract"(%488, %513) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %515 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %516 = "stablehlo.reduce"(%514, %515) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
        %998 = "stablehlo.add"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%998) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
      %517 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %518 = "stablehlo.divide"(%516, %517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %519 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %520 = "stablehlo.divide"(%519, %517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
      %522 = "stablehlo.negate"(%521) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %523 = "func.call"(%505, %522) <{callee = @_where_4}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %525 = "func.call"(%509#1, %524) <{callee = @take_along_axis_5}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %526 = "stablehlo.divide"(%521, %486) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %528 = "stablehlo.multiply"(%527, %483) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %529 = "stablehlo.add"(%525, %528) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %530 = "stablehlo.dot_general"(%529, %475) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %531 = "stablehlo.transpose"(%530) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %532 = "stablehlo.dot_general"(%529, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %533 = "stablehlo.all_reduce"(%532) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
        %997 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%997) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %534 = "stablehlo.multiply"(%472, %533) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %535 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %536 = "stablehlo.reduce"(%534, %535) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
        %996 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%996) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %537 = "stablehlo.reshape"(%536) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %538 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %539 = "stablehlo.multiply"(%533, %538) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %540 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %541 = "stablehlo.reduce"(%537, %540) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
        %995 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%995) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %542 = "stablehlo.multiply"(%455, %539) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %543 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %544 = "stablehlo.reduce"(%542, %543) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
        %994 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%994) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %545 = "stablehlo.reshape"(%544) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %546 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %547 = "stablehlo.multiply"(%539, %546) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %548 = "stablehlo.multiply"(%545, %470) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %549 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %550 = "stablehlo.divide"(%548, %549) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %552 = "stablehlo.reduce"(%550, %551) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
        %993 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%993) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %554 = "stablehlo.multiply"(%455, %553) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %555 = "stablehlo.add"(%547, %554) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %556 = "stablehlo.multiply"(%553, %455) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %557 = "stablehlo.add"(%555, %556) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %558 = "stablehlo.dot_general"(%557, %452) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %559 = "stablehlo.transpose"(%558) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %560 = "stablehlo.dot_general"(%557, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %561 = "stablehlo.multiply"(%450#0, %560) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %562 = "stablehlo.multiply"(%560, %451) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %563 = "stablehlo.dot_general"(%561, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %564 = "stablehlo.transpose"(%563) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %565 = "stablehlo.dot_general"(%561, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %566 = "stablehlo.all_reduce"(%565) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
        %992 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%992) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %567 = "func.call"(%450#1, %450#2, %449, %562) <{callee = @silu_6}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %568 = "stablehlo.dot_general"(%567, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %569 = "stablehlo.transpose"(%568) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %570 = "stablehlo.dot_general"(%567, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %571 = "stablehlo.all_reduce"(%570) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
        %991 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%991) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %572 = "stablehlo.add"(%566, %571) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %573 = "stablehlo.multiply"(%445, %572) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %575 = "stablehlo.reduce"(%573, %574) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
        %990 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%990) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %576 = "stablehlo.reshape"(%575) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %577 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %578 = "stablehlo.multiply"(%572, %577) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %579 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %580 = "stablehlo.reduce"(%576, %579) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
        %989 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%989) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %581 = "stablehlo.multiply"(%428, %578) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %583 = "stablehlo.reduce"(%581, %582) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
        %988 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%988) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %584 = "stablehlo.reshape"(%583) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %585 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %586 = "stablehlo.multiply"(%578, %585) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %587 = "stablehlo.add"(%557, %586) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %588 = "stablehlo.multiply"(%584, %443) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %589 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %590 = "stablehlo.divide"(%588, %589) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %591 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %592 = "stablehlo.reduce"(%590, %591) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
        %987 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%987) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %594 = "stablehlo.multiply"(%428, %593) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %595 = "stablehlo.add"(%587, %594) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %596 = "stablehlo.multiply"(%593, %428) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %597 = "stablehlo.add"(%595, %596) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %598 = "stablehlo.dot_general"(%597, %425) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %599 = "stablehlo.transpose"(%598) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %600 = "stablehlo.dot_general"(%597, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %601 = "stablehlo.reshape"(%600) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %602 = "stablehlo.transpose"(%601) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %603 = "stablehlo.dot_general"(%602, %395) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %604 = "stablehlo.dot_general"(%602, %418) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %605 = "stablehlo.transpose"(%604) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %606 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %607 = "stablehlo.multiply"(%603, %606) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %608 = "stablehlo.multiply"(%607, %413) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
        %986 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%986) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %611 = "stablehlo.reshape"(%610) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %612 = "stablehlo.negate"(%611) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %613 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %614 = "stablehlo.divide"(%603, %613) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %615 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %616 = "stablehlo.reduce"(%612, %615) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
        %985 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%985) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %618 = "stablehlo.add"(%614, %617) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %619 = "stablehlo.multiply"(%618, %413) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %620 = "func.call"(%404#1, %619) <{callee = @_where_7}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %621 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %622 = "stablehlo.divide"(%620, %621) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %623 = "stablehlo.dot_general"(%622, %355) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %624 = "stablehlo.transpose"(%623) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %625 = "stablehlo.dot_general"(%622, %393) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %626 = "stablehlo.transpose"(%625) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %627 = "stablehlo.reshape"(%605) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %629 = "stablehlo.reduce"(%627, %628) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
        %984 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%984) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %631 = "stablehlo.reshape"(%624) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %632 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %633 = "stablehlo.reduce"(%631, %632) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
        %983 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%983) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %635 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %636 = "stablehlo.multiply"(%634, %635) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %637 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %638 = "stablehlo.multiply"(%634, %637) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %639 = "stablehlo.slice"(%636) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %640 = "stablehlo.slice"(%636) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %641 = "stablehlo.negate"(%639) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %642 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %643 = "stablehlo.pad"(%641, %642) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %644 = "stablehlo.add"(%638, %643) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %645 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %646 = "stablehlo.pad"(%640, %645) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %647 = "stablehlo.add"(%644, %646) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %648 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %649 = "stablehlo.multiply"(%626, %648) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %650 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %651 = "stablehlo.multiply"(%626, %650) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %652 = "stablehlo.slice"(%649) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %653 = "stablehlo.slice"(%649) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %654 = "stablehlo.negate"(%652) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %655 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %656 = "stablehlo.pad"(%654, %655) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %657 = "stablehlo.add"(%651, %656) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %658 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %659 = "stablehlo.pad"(%653, %658) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %660 = "stablehlo.add"(%657, %659) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %661 = "stablehlo.reshape"(%630) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %662 = "stablehlo.dot_general"(%661, %313) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %663 = "stablehlo.transpose"(%662) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %664 = "stablehlo.dot_general"(%661, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %665 = "stablehlo.all_reduce"(%664) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
        %982 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%982) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %666 = "stablehlo.reshape"(%647) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %667 = "stablehlo.dot_general"(%666, %313) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %668 = "stablehlo.transpose"(%667) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %669 = "stablehlo.dot_general"(%666, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %670 = "stablehlo.all_reduce"(%669) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
        %981 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%981) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %671 = "stablehlo.add"(%665, %670) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %672 = "stablehlo.reshape"(%660) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %673 = "stablehlo.dot_general"(%672, %313) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %674 = "stablehlo.transpose"(%673) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %675 = "stablehlo.dot_general"(%672, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %676 = "stablehlo.all_reduce"(%675) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
        %980 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%980) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %677 = "stablehlo.add"(%671, %676) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %678 = "stablehlo.multiply"(%310, %677) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %679 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %680 = "stablehlo.reduce"(%678, %679) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
        %979 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%979) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %681 = "stablehlo.reshape"(%680) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %682 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %683 = "stablehlo.multiply"(%677, %682) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %684 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %685 = "stablehlo.reduce"(%681, %684) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
        %978 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%978) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %686 = "stablehlo.multiply"(%293, %683) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %688 = "stablehlo.reduce"(%686, %687) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
        %977 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%977) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %689 = "stablehlo.reshape"(%688) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %690 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %691 = "stablehlo.multiply"(%683, %690) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %692 = "stablehlo.add"(%597, %691) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %693 = "stablehlo.multiply"(%689, %308) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %694 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %695 = "stablehlo.divide"(%693, %694) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %697 = "stablehlo.reduce"(%695, %696) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
        %976 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%976) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %699 = "stablehlo.multiply"(%293, %698) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %700 = "stablehlo.add"(%692, %699) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %701 = "stablehlo.multiply"(%698, %293) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %702 = "stablehlo.add"(%700, %701) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %703 = "stablehlo.dot_general"(%702, %290) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %704 = "stablehlo.transpose"(%703) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %705 = "stablehlo.dot_general"(%702, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %706 = "stablehlo.multiply"(%288#0, %705) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %707 = "stablehlo.multiply"(%705, %289) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %708 = "stablehlo.dot_general"(%706, %286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %709 = "stablehlo.transpose"(%708) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %710 = "stablehlo.dot_general"(%706, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %711 = "stablehlo.all_reduce"(%710) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
        %975 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%975) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %712 = "func.call"(%288#1, %288#2, %287, %707) <{callee = @silu_6}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %713 = "stablehlo.dot_general"(%712, %286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %714 = "stablehlo.transpose"(%713) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %715 = "stablehlo.dot_general"(%712, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %716 = "stablehlo.all_reduce"(%715) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
        %974 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%974) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %717 = "stablehlo.add"(%711, %716) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %718 = "stablehlo.multiply"(%283, %717) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %720 = "stablehlo.reduce"(%718, %719) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
        %973 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%973) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %721 = "stablehlo.reshape"(%720) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %722 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %723 = "stablehlo.multiply"(%717, %722) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %725 = "stablehlo.reduce"(%721, %724) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
        %972 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%972) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %726 = "stablehlo.multiply"(%266, %723) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %727 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %728 = "stablehlo.reduce"(%726, %727) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
        %971 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%971) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %729 = "stablehlo.reshape"(%728) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %730 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %731 = "stablehlo.multiply"(%723, %730) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %732 = "stablehlo.add"(%702, %731) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %733 = "stablehlo.multiply"(%729, %281) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %734 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %735 = "stablehlo.divide"(%733, %734) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %736 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %737 = "stablehlo.reduce"(%735, %736) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
        %970 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%970) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %738 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %739 = "stablehlo.multiply"(%266, %738) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %740 = "stablehlo.add"(%732, %739) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %741 = "stablehlo.multiply"(%738, %266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %742 = "stablehlo.add"(%740, %741) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %743 = "stablehlo.dot_general"(%742, %263) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %744 = "stablehlo.transpose"(%743) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %745 = "stablehlo.dot_general"(%742, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %746 = "stablehlo.reshape"(%745) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %747 = "stablehlo.transpose"(%746) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %748 = "stablehlo.dot_general"(%747, %233) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %749 = "stablehlo.dot_general"(%747, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %750 = "stablehlo.transpose"(%749) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %751 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %752 = "stablehlo.multiply"(%748, %751) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %753 = "stablehlo.multiply"(%752, %251) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %754 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %755 = "stablehlo.reduce"(%753, %754) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
        %969 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%969) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %756 = "stablehlo.reshape"(%755) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %757 = "stablehlo.negate"(%756) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %758 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %759 = "stablehlo.divide"(%748, %758) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %761 = "stablehlo.reduce"(%757, %760) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
        %968 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%968) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %762 = "stablehlo.broadcast_in_dim"(%761) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %763 = "stablehlo.add"(%759, %762) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %764 = "stablehlo.multiply"(%763, %251) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %765 = "func.call"(%242#1, %764) <{callee = @_where_7}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %766 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %767 = "stablehlo.divide"(%765, %766) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %768 = "stablehlo.dot_general"(%767, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %769 = "stablehlo.transpose"(%768) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %770 = "stablehlo.dot_general"(%767, %231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %771 = "stablehlo.transpose"(%770) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %772 = "stablehlo.reshape"(%750) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %774 = "stablehlo.reduce"(%772, %773) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
        %967 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%967) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %775 = "stablehlo.broadcast_in_dim"(%774) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %776 = "stablehlo.reshape"(%769) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %777 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %778 = "stablehlo.reduce"(%776, %777) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
        %966 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%966) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %780 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %781 = "stablehlo.multiply"(%779, %780) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %782 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %783 = "stablehlo.multiply"(%779, %782) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %784 = "stablehlo.slice"(%781) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %785 = "stablehlo.slice"(%781) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %786 = "stablehlo.negate"(%784) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %787 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %788 = "stablehlo.pad"(%786, %787) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %789 = "stablehlo.add"(%783, %788) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %790 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %791 = "stablehlo.pad"(%785, %790) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %792 = "stablehlo.add"(%789, %791) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %793 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %794 = "stablehlo.multiply"(%771, %793) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %795 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %796 = "stablehlo.multiply"(%771, %795) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %797 = "stablehlo.slice"(%794) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %798 = "stablehlo.slice"(%794) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %799 = "stablehlo.negate"(%797) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %801 = "stablehlo.pad"(%799, %800) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %802 = "stablehlo.add"(%796, %801) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %803 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %804 = "stablehlo.pad"(%798, %803) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %805 = "stablehlo.add"(%802, %804) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %806 = "stablehlo.reshape"(%775) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %807 = "stablehlo.dot_general"(%806, %151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %808 = "stablehlo.transpose"(%807) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %809 = "stablehlo.dot_general"(%806, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %810 = "stablehlo.all_reduce"(%809) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
        %965 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%965) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %811 = "stablehlo.reshape"(%792) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %812 = "stablehlo.dot_general"(%811, %151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %813 = "stablehlo.transpose"(%812) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %814 = "stablehlo.dot_general"(%811, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %815 = "stablehlo.all_reduce"(%814) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
        %964 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%964) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %816 = "stablehlo.add"(%810, %815) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %817 = "stablehlo.reshape"(%805) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %818 = "stablehlo.dot_general"(%817, %151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %819 = "stablehlo.transpose"(%818) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %820 = "stablehlo.dot_general"(%817, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %821 = "stablehlo.all_reduce"(%820) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
        %963 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%963) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %822 = "stablehlo.add"(%816, %821) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %823 = "stablehlo.multiply"(%148, %822) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %825 = "stablehlo.reduce"(%823, %824) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
        %962 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%962) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %826 = "stablehlo.reshape"(%825) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %827 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %828 = "stablehlo.multiply"(%822, %827) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %830 = "stablehlo.reduce"(%826, %829) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
        %961 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%961) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %831 = "stablehlo.multiply"(%131, %828) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %833 = "stablehlo.reduce"(%831, %832) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
        %960 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%960) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %834 = "stablehlo.reshape"(%833) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %835 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %836 = "stablehlo.multiply"(%828, %835) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %837 = "stablehlo.add"(%742, %836) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %838 = "stablehlo.multiply"(%834, %146) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %839 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %840 = "stablehlo.divide"(%838, %839) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %842 = "stablehlo.reduce"(%840, %841) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
        %959 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%959) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %844 = "stablehlo.multiply"(%131, %843) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %845 = "stablehlo.add"(%837, %844) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %846 = "stablehlo.multiply"(%843, %131) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %847 = "stablehlo.add"(%845, %846) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %848 = "func.call"(%130#1, %847) <{callee = @_where_8}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %849 = "func.call"(%127#1, %848) <{callee = @_take_9}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %850 = "stablehlo.all_reduce"(%518) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
        %958 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%958) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %851 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %852 = "stablehlo.divide"(%850, %851) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %853 = "stablehlo.all_reduce"(%849) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
        %957 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%957) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %854 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %855 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %856 = "stablehlo.divide"(%853, %855) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %857 = "stablehlo.all_reduce"(%541) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
        %956 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%956) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %858 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %860 = "stablehlo.divide"(%857, %859) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %861 = "stablehlo.all_reduce"(%830) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
        %955 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%955) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %862 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %864 = "stablehlo.divide"(%861, %863) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %865 = "stablehlo.all_reduce"(%725) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
        %954 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%954) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %866 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %868 = "stablehlo.divide"(%865, %867) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %869 = "stablehlo.all_reduce"(%704) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
        %953 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%953) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %870 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %872 = "stablehlo.divide"(%869, %871) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %873 = "stablehlo.all_reduce"(%714) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
        %952 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%952) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %874 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %876 = "stablehlo.divide"(%873, %875) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %877 = "stablehlo.all_reduce"(%709) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
        %951 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%951) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %878 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %880 = "stablehlo.divide"(%877, %879) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %881 = "stablehlo.all_reduce"(%813) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
        %950 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%950) : (tensor<f32>) -> ()
      }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
      %882 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %883 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
      %884 = "stablehlo.divide"(%881, %883) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %885 = "stablehlo.all_reduce"(%744) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
        %949 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%949) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %886 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %887 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %888 = "stablehlo.divide"(%885, %887) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %889 = "stablehlo.all_reduce"(%819) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
        %948 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%948) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
      %890 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
      %892 = "stablehlo.divide"(%889, %891) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %893 = "stablehlo.all_reduce"(%808) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
        %947 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%947) : (tensor<f32>) -> ()
      }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
      %894 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %895 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
      %896 = "stablehlo.divide"(%893, %895) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %897 = "stablehlo.all_reduce"(%685) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
        %946 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%946) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %898 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %900 = "stablehlo.divide"(%897, %899) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %901 = "stablehlo.all_reduce"(%580) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
        %945 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%945) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %902 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %904 = "stablehlo.divide"(%901, %903) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %905 = "stablehlo.all_reduce"(%559) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
        %944 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%944) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %906 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %908 = "stablehlo.divide"(%905, %907) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %909 = "stablehlo.all_reduce"(%569) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
        %943 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%943) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %910 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %911 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %912 = "stablehlo.divide"(%909, %911) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %913 = "stablehlo.all_reduce"(%564) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
        %942 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%942) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %914 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %915 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %916 = "stablehlo.divide"(%913, %915) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %917 = "stablehlo.all_reduce"(%668) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
        %941 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%941) : (tensor<f32>) -> ()
      }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
      %918 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %919 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
      %920 = "stablehlo.divide"(%917, %919) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %921 = "stablehlo.all_reduce"(%599) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
        %940 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%940) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %922 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %923 = "stablehlo.broadcast_in_dim"(%922) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %924 = "stablehlo.divide"(%921, %923) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %925 = "stablehlo.all_reduce"(%674) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
        %939 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%939) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
      %926 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %927 = "stablehlo.broadcast_in_dim"(%926) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
      %928 = "stablehlo.divide"(%925, %927) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %929 = "stablehlo.all_reduce"(%663) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
        %938 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%938) : (tensor<f32>) -> ()
      }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
      %930 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %931 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
      %932 = "stablehlo.divide"(%929, %931) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %933 = "stablehlo.all_reduce"(%531) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %937 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%937) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %934 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %935 = "stablehlo.broadcast_in_dim"(%934) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %936 = "stablehlo.divide"(%933, %935) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      "sdy.return"(%852, %856, %860, %864, %868, %872, %876, %880, %884, %888, %892, %896, %900, %904, %908, %912, %916, %920, %924, %928, %932, %936) : (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256x256xf32>) -> ()
    }) : (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>, tensor<4x128xi32>, tensor<4x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>)
    "func.return"(%103#0, %103#1, %103#2, %103#3, %103#4, %103#5, %103#6, %103#7, %103#8, %103#9, %103#10, %103#11, %103#12, %103#13, %103#14, %103#15, %103#16, %103#17, %103#18, %103#19, %103#20, %103#21) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<128x128xi1>):
    %94 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %97 = "stablehlo.add"(%94, %96) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %98 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %100 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %102 = "stablehlo.select"(%99, %arg42, %101) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%102) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<2x128xi1>, %arg40: tensor<2x128xi32>, %arg41: tensor<i32>):
    %91 = "stablehlo.convert"(%arg41) : (tensor<i32>) -> tensor<i32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %93 = "stablehlo.select"(%arg39, %arg40, %92) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%93) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<256x256xf32>, %arg36: tensor<2x128xi32>):
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %69 = "stablehlo.compare"(%arg36, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %70 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %72 = "stablehlo.add"(%arg36, %71) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %73 = "func.call"(%69, %72, %arg36) <{callee = @_where_0}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %75 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %78 = "stablehlo.compare"(%74, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %79 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %81 = "stablehlo.compare"(%74, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %82 = "stablehlo.and"(%78, %81) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %83 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %84 = "stablehlo.reduce"(%82, %83) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<i1>, %arg38: tensor<i1>):
      %90 = "stablehlo.and"(%arg37, %arg38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%90) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %85 = "stablehlo.gather"(%arg35, %74) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<256x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %87 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %89 = "stablehlo.select"(%86, %85, %88) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%89, %74) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<2x128xi1>, %arg33: tensor<2x128xi32>, %arg34: tensor<2x128xi32>):
    %66 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%66) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>), res_attrs = [{}, {}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<2x128x1xi1>, %arg30: tensor<2x128x256xf32>, %arg31: tensor<f32>):
    %63 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xi1>) -> tensor<2x128x256xi1>
    %64 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %65 = "stablehlo.select"(%63, %arg30, %64) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%65, %63) : (tensor<2x128x256xf32>, tensor<2x128x256xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<1x1x128x128xi1>, %arg27: tensor<2x2x128x128xf32>, %arg28: tensor<f32>):
    %60 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x2x128x128xi1>
    %61 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %62 = "stablehlo.select"(%60, %arg27, %61) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%62, %60) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2x128x256xf32>):
    %47 = "stablehlo.negate"(%arg25) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %48 = "stablehlo.exponential"(%47) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %51 = "stablehlo.add"(%50, %48) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %54 = "stablehlo.divide"(%53, %51) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %57 = "stablehlo.subtract"(%56, %54) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %58 = "stablehlo.multiply"(%54, %57) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %59 = "stablehlo.multiply"(%arg25, %54) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%59, %58, %54) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<2x128x256xf32>, %arg22: tensor<2x128x1xi32>):
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %26 = "stablehlo.compare"(%arg22, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %29 = "stablehlo.add"(%arg22, %28) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %30 = "stablehlo.select"(%26, %29, %arg22) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %31 = "stablehlo.reshape"(%30) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %32 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %35 = "stablehlo.compare"(%31, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %36 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %38 = "stablehlo.compare"(%31, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %39 = "stablehlo.and"(%35, %38) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %40 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %46 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%46) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %42 = "stablehlo.gather"(%arg21, %31) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %43 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %45 = "stablehlo.select"(%41, %42, %44) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%45, %31) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> tensor<2x128xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<2x128xi1>, %arg19: tensor<2x128xf32>, %arg20: tensor<f32>):
    %21 = "stablehlo.convert"(%arg20) : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %23 = "stablehlo.select"(%arg18, %arg19, %22) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%23) : (tensor<2x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x128xi1>, %arg17: tensor<2x128xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %20 = "stablehlo.select"(%arg16, %arg17, %19) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%20) : (tensor<2x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x128x1x1xi32>, %arg13: tensor<2x128x1xf32>):
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %16 = "stablehlo.scatter"(%15, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %17 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    "func.return"(%16) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x128x256xf32>, %arg9: tensor<2x128x256xf32>, %arg10: tensor<2x128x256xf32>, %arg11: tensor<2x128x256xf32>):
    %10 = "stablehlo.multiply"(%arg10, %arg11) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %11 = "stablehlo.multiply"(%arg11, %arg9) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %12 = "stablehlo.multiply"(%10, %arg8) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%13) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x2x128x128xi1>, %arg7: tensor<2x2x128x128xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%9) : (tensor<2x2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x128x256xi1>, %arg5: tensor<2x128x256xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%6) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x128x1xi32>, %arg1: tensor<2x128x256xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    "func.return"(%2) : (tensor<256x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
