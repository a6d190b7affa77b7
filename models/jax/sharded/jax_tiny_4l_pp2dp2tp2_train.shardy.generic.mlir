"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["pp"=2, "dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "pp", size = 2 : i64}, {name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"dp"}, {}]>}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>, tensor<4x4x128xi32>, tensor<4x4x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['stages']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}]>}, {jax.result_info = "result[1]['stages']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}]>}, {jax.result_info = "result[1]['stages']['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {"tp"}, {}]>}, {jax.result_info = "result[1]['stages']['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['stages']['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['stages']['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['stages']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {"tp"}, {}]>}, {jax.result_info = "result[1]['stages']['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}, {jax.result_info = "result[1]['stages']['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"pp"}, {}, {}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg62: tensor<512x256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256x512xf32>, %arg65: tensor<2x2x256xf32>, %arg66: tensor<2x2x256xf32>, %arg67: tensor<2x2x512x256xf32>, %arg68: tensor<2x2x256x512xf32>, %arg69: tensor<2x2x256x512xf32>, %arg70: tensor<2x2x256x128xf32>, %arg71: tensor<2x2x256x256xf32>, %arg72: tensor<2x2x256x256xf32>, %arg73: tensor<2x2x256x128xf32>, %arg74: tensor<4x4x128xi32>, %arg75: tensor<4x4x128xi32>):
    %120:13 = "sdy.manual_computation"(%arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}]>, <@mesh, [{"pp"}, {}, {}]>, <@mesh, [{"pp"}, {}, {"tp"}, {}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {"tp"}, {}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{}, {"dp"}, {}]>, <@mesh, [{}, {"dp"}, {}]>]>, manual_axes = #sdy<manual_axes{"pp", "dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}]>, <@mesh, [{"pp"}, {}, {}]>, <@mesh, [{"pp"}, {}, {"tp"}, {}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {"tp"}, {}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>, <@mesh, [{"pp"}, {}, {}, {"tp"}]>]>}> ({
    ^bb0(%arg76: tensor<256x256xf32>, %arg77: tensor<256xf32>, %arg78: tensor<256x256xf32>, %arg79: tensor<1x2x256xf32>, %arg80: tensor<1x2x256xf32>, %arg81: tensor<1x2x256x256xf32>, %arg82: tensor<1x2x256x256xf32>, %arg83: tensor<1x2x256x256xf32>, %arg84: tensor<1x2x256x64xf32>, %arg85: tensor<1x2x128x256xf32>, %arg86: tensor<1x2x256x128xf32>, %arg87: tensor<1x2x256x64xf32>, %arg88: tensor<4x2x128xi32>, %arg89: tensor<4x2x128xi32>):
      %121 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %122 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %123 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %124 = "stablehlo.divide"(%123, %121) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %125 = "stablehlo.remainder"(%124, %122) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %126 = "stablehlo.convert"(%125) : (tensor<ui32>) -> tensor<i32>
      %127 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
      %128 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
      %130 = "func.call"(%129) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
      %131 = "stablehlo.slice"(%arg79) <{limit_indices = array<i64: 1, 1, 256>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
      %132 = "stablehlo.reshape"(%131) : (tensor<1x1x256xf32>) -> tensor<256xf32>
      %133 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 1, 1, 256>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
      %134 = "stablehlo.reshape"(%133) : (tensor<1x1x256xf32>) -> tensor<256xf32>
      %135 = "stablehlo.slice"(%arg81) <{limit_indices = array<i64: 1, 1, 256, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
      %136 = "stablehlo.reshape"(%135) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
      %137 = "stablehlo.slice"(%arg82) <{limit_indices = array<i64: 1, 1, 256, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
      %138 = "stablehlo.reshape"(%137) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
      %139 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 1, 1, 256, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
      %140 = "stablehlo.reshape"(%139) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
      %141 = "stablehlo.slice"(%arg84) <{limit_indices = array<i64: 1, 1, 256, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
      %142 = "stablehlo.reshape"(%141) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
      %143 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 1, 1, 128, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x128x256xf32>) -> tensor<1x1x128x256xf32>
      %144 = "stablehlo.reshape"(%143) : (tensor<1x1x128x256xf32>) -> tensor<128x256xf32>
      %145 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 1, 1, 256, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x128xf32>) -> tensor<1x1x256x128xf32>
      %146 = "stablehlo.reshape"(%145) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
      %147 = "stablehlo.slice"(%arg87) <{limit_indices = array<i64: 1, 1, 256, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
      %148 = "stablehlo.reshape"(%147) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
      %149 = "stablehlo.slice"(%arg79) <{limit_indices = array<i64: 1, 2, 256>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
      %150 = "stablehlo.reshape"(%149) : (tensor<1x1x256xf32>) -> tensor<256xf32>
      %151 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 1, 2, 256>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
      %152 = "stablehlo.reshape"(%151) : (tensor<1x1x256xf32>) -> tensor<256xf32>
      %153 = "stablehlo.slice"(%arg81) <{limit_indices = array<i64: 1, 2, 256, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
      %154 = "stablehlo.reshape"(%153) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
      %155 = "stablehlo.slice"(%arg82) <{limit_indices = array<i64: 1, 2, 256, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
      %156 = "stablehlo.reshape"(%155) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
      %157 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 1, 2, 256, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
      %158 = "stablehlo.reshape"(%157) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
      %159 = "stablehlo.slice"(%arg84) <{limit_indices = array<i64: 1, 2, 256, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
      %160 = "stablehlo.reshape"(%159) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
      %161 = "stablehlo.slice"(%arg85) <{limit_indices = array<i64: 1, 2, 128, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x128x256xf32>) -> tensor<1x1x128x256xf32>
      %162 = "stablehlo.reshape"(%161) : (tensor<1x1x128x256xf32>) -> tensor<128x256xf32>
      %163 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 1, 2, 256, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x128xf32>) -> tensor<1x1x256x128xf32>
      %164 = "stablehlo.reshape"(%163) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
      %165 = "stablehlo.slice"(%arg87) <{limit_indices = array<i64: 1, 2, 256, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
      %166 = "stablehlo.reshape"(%165) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
      %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
      %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %170 = "stablehlo.compare"(%126, %169) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %171 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 1, 2, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %172 = "stablehlo.reshape"(%171) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %173 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %174 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %175 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %176 = "stablehlo.divide"(%175, %173) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %177 = "stablehlo.remainder"(%176, %174) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %178 = "stablehlo.convert"(%177) : (tensor<ui32>) -> tensor<i32>
      %179 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %180 = "stablehlo.multiply"(%178, %179) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %182 = "stablehlo.subtract"(%172, %181) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %183 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %185 = "stablehlo.compare"(%182, %184) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %186 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %188 = "stablehlo.compare"(%182, %187) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %189 = "stablehlo.and"(%185, %188) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %190 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %191 = "func.call"(%189, %182, %190) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %192:2 = "func.call"(%arg76, %191) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %193 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
      %194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %195:2 = "func.call"(%193, %192#0, %194) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
      %196 = "stablehlo.all_reduce"(%195#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg696: tensor<f32>, %arg697: tensor<f32>):
        %4311 = "stablehlo.add"(%arg696, %arg697) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4311) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %197:2 = "func.call"(%170, %196, %168) <{callee = @_where_2}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
      %198 = "stablehlo.multiply"(%197#0, %197#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %200 = "stablehlo.reduce"(%198, %199) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg694: tensor<f32>, %arg695: tensor<f32>):
        %4310 = "stablehlo.add"(%arg694, %arg695) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4310) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %202 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %204 = "stablehlo.divide"(%201, %203) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %205 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %207 = "stablehlo.add"(%204, %206) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %208 = "stablehlo.rsqrt"(%207) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %209 = "stablehlo.divide"(%208, %207) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %210 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %212 = "stablehlo.multiply"(%211, %209) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %213 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %214 = "stablehlo.multiply"(%197#0, %213) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %215 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %217 = "stablehlo.multiply"(%214, %216) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %218 = "stablehlo.dot_general"(%217, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %219 = "stablehlo.reshape"(%218) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %220 = "stablehlo.dot_general"(%217, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %221 = "stablehlo.reshape"(%220) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %222 = "stablehlo.dot_general"(%217, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %223 = "stablehlo.reshape"(%222) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %224 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %225 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %227 = "stablehlo.multiply"(%226, %224) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %230 = "stablehlo.add"(%229, %227) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %231 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %233 = "stablehlo.divide"(%230, %232) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %234 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %236 = "stablehlo.power"(%235, %233) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %237 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %239 = "stablehlo.divide"(%238, %236) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %240 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %242 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %243 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %244 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %245 = "stablehlo.multiply"(%243, %244) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %246 = "stablehlo.concatenate"(%245, %245) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %247 = "stablehlo.cosine"(%246) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %249 = "stablehlo.sine"(%246) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %251 = "stablehlo.slice"(%219) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %252 = "stablehlo.slice"(%219) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %253 = "stablehlo.negate"(%252) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %254 = "stablehlo.concatenate"(%253, %251) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %255 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %256 = "stablehlo.multiply"(%219, %255) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %257 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %258 = "stablehlo.multiply"(%254, %257) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %259 = "stablehlo.add"(%256, %258) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %260 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %261 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %263 = "stablehlo.multiply"(%262, %260) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %266 = "stablehlo.add"(%265, %263) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %267 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %269 = "stablehlo.divide"(%266, %268) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %270 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %272 = "stablehlo.power"(%271, %269) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %273 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %275 = "stablehlo.divide"(%274, %272) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %276 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %278 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %279 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %280 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %281 = "stablehlo.multiply"(%279, %280) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %282 = "stablehlo.concatenate"(%281, %281) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %283 = "stablehlo.cosine"(%282) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %285 = "stablehlo.sine"(%282) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %287 = "stablehlo.slice"(%221) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %288 = "stablehlo.slice"(%221) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %289 = "stablehlo.negate"(%288) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %290 = "stablehlo.concatenate"(%289, %287) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %291 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %292 = "stablehlo.multiply"(%221, %291) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %293 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %294 = "stablehlo.multiply"(%290, %293) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %295 = "stablehlo.add"(%292, %294) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %297 = "stablehlo.reshape"(%296) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %298 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %299 = "stablehlo.reshape"(%298) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %300 = "stablehlo.dot_general"(%259, %297) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %301 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %302 = "stablehlo.sqrt"(%301) : (tensor<f32>) -> tensor<f32>
      %303 = "stablehlo.convert"(%302) : (tensor<f32>) -> tensor<f32>
      %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %305 = "stablehlo.divide"(%300, %304) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %306 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %307 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %308:2 = "func.call"(%306, %305, %307) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %309 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %310 = "stablehlo.reduce"(%308#0, %309) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg692: tensor<f32>, %arg693: tensor<f32>):
        %4309 = "stablehlo.maximum"(%arg692, %arg693) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4309) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %311 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %313 = "stablehlo.maximum"(%312, %310) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %316 = "stablehlo.subtract"(%308#0, %315) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %317 = "stablehlo.exponential"(%316) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %318 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %319 = "stablehlo.reduce"(%317, %318) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg690: tensor<f32>, %arg691: tensor<f32>):
        %4308 = "stablehlo.add"(%arg690, %arg691) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4308) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %322 = "stablehlo.divide"(%317, %321) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %323 = "stablehlo.multiply"(%320, %320) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %324 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %326 = "stablehlo.divide"(%325, %323) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %327 = "stablehlo.dot_general"(%299, %322) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %328 = "stablehlo.transpose"(%327) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %329 = "stablehlo.reshape"(%328) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %330 = "stablehlo.dot_general"(%329, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %331 = "stablehlo.all_reduce"(%330) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg688: tensor<f32>, %arg689: tensor<f32>):
        %4307 = "stablehlo.add"(%arg688, %arg689) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4307) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %332 = "stablehlo.add"(%197#0, %331) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %333 = "stablehlo.multiply"(%332, %332) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %334 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %335 = "stablehlo.reduce"(%333, %334) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg686: tensor<f32>, %arg687: tensor<f32>):
        %4306 = "stablehlo.add"(%arg686, %arg687) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4306) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %337 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %339 = "stablehlo.divide"(%336, %338) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %340 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %342 = "stablehlo.add"(%339, %341) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %343 = "stablehlo.rsqrt"(%342) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %344 = "stablehlo.divide"(%343, %342) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %345 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %347 = "stablehlo.multiply"(%346, %344) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %348 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %349 = "stablehlo.multiply"(%332, %348) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %350 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %352 = "stablehlo.multiply"(%349, %351) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %353 = "stablehlo.dot_general"(%352, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %354:3 = "func.call"(%353) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %355 = "stablehlo.dot_general"(%352, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %356 = "stablehlo.multiply"(%354#0, %355) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %357 = "stablehlo.dot_general"(%356, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %358 = "stablehlo.all_reduce"(%357) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg684: tensor<f32>, %arg685: tensor<f32>):
        %4305 = "stablehlo.add"(%arg684, %arg685) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4305) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %359 = "stablehlo.add"(%332, %358) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %360 = "stablehlo.multiply"(%359, %359) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %362 = "stablehlo.reduce"(%360, %361) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg682: tensor<f32>, %arg683: tensor<f32>):
        %4304 = "stablehlo.add"(%arg682, %arg683) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4304) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %364 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %366 = "stablehlo.divide"(%363, %365) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %367 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %369 = "stablehlo.add"(%366, %368) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %370 = "stablehlo.rsqrt"(%369) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %371 = "stablehlo.divide"(%370, %369) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %372 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %374 = "stablehlo.multiply"(%373, %371) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %375 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %376 = "stablehlo.multiply"(%359, %375) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %377 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %379 = "stablehlo.multiply"(%376, %378) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %380 = "stablehlo.dot_general"(%379, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %381 = "stablehlo.reshape"(%380) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %382 = "stablehlo.dot_general"(%379, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %383 = "stablehlo.reshape"(%382) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %384 = "stablehlo.dot_general"(%379, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %385 = "stablehlo.reshape"(%384) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %386 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %387 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %389 = "stablehlo.multiply"(%388, %386) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %392 = "stablehlo.add"(%391, %389) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %393 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %395 = "stablehlo.divide"(%392, %394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %396 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %398 = "stablehlo.power"(%397, %395) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %399 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %401 = "stablehlo.divide"(%400, %398) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %402 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %404 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %405 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %406 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %407 = "stablehlo.multiply"(%405, %406) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %408 = "stablehlo.concatenate"(%407, %407) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %409 = "stablehlo.cosine"(%408) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %411 = "stablehlo.sine"(%408) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %413 = "stablehlo.slice"(%381) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %414 = "stablehlo.slice"(%381) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %415 = "stablehlo.negate"(%414) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %416 = "stablehlo.concatenate"(%415, %413) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %417 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %418 = "stablehlo.multiply"(%381, %417) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %419 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %420 = "stablehlo.multiply"(%416, %419) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %421 = "stablehlo.add"(%418, %420) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %422 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %423 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %425 = "stablehlo.multiply"(%424, %422) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %426 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %428 = "stablehlo.add"(%427, %425) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %429 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %431 = "stablehlo.divide"(%428, %430) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %432 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %434 = "stablehlo.power"(%433, %431) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %435 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %437 = "stablehlo.divide"(%436, %434) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %438 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %440 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %441 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %442 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %443 = "stablehlo.multiply"(%441, %442) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %444 = "stablehlo.concatenate"(%443, %443) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %445 = "stablehlo.cosine"(%444) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %447 = "stablehlo.sine"(%444) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %449 = "stablehlo.slice"(%383) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %450 = "stablehlo.slice"(%383) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %451 = "stablehlo.negate"(%450) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %452 = "stablehlo.concatenate"(%451, %449) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %453 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %454 = "stablehlo.multiply"(%383, %453) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %455 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %456 = "stablehlo.multiply"(%452, %455) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %457 = "stablehlo.add"(%454, %456) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %459 = "stablehlo.reshape"(%458) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %460 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %461 = "stablehlo.reshape"(%460) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %462 = "stablehlo.dot_general"(%421, %459) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %463 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %464 = "stablehlo.sqrt"(%463) : (tensor<f32>) -> tensor<f32>
      %465 = "stablehlo.convert"(%464) : (tensor<f32>) -> tensor<f32>
      %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %467 = "stablehlo.divide"(%462, %466) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %468 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %469 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %470:2 = "func.call"(%468, %467, %469) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %471 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %472 = "stablehlo.reduce"(%470#0, %471) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg680: tensor<f32>, %arg681: tensor<f32>):
        %4303 = "stablehlo.maximum"(%arg680, %arg681) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4303) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %473 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %475 = "stablehlo.maximum"(%474, %472) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %478 = "stablehlo.subtract"(%470#0, %477) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %479 = "stablehlo.exponential"(%478) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %480 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %481 = "stablehlo.reduce"(%479, %480) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg678: tensor<f32>, %arg679: tensor<f32>):
        %4302 = "stablehlo.add"(%arg678, %arg679) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4302) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %484 = "stablehlo.divide"(%479, %483) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %485 = "stablehlo.multiply"(%482, %482) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %486 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %488 = "stablehlo.divide"(%487, %485) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %489 = "stablehlo.dot_general"(%461, %484) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %490 = "stablehlo.transpose"(%489) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %491 = "stablehlo.reshape"(%490) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %492 = "stablehlo.dot_general"(%491, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %493 = "stablehlo.all_reduce"(%492) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg676: tensor<f32>, %arg677: tensor<f32>):
        %4301 = "stablehlo.add"(%arg676, %arg677) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4301) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %494 = "stablehlo.add"(%359, %493) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %495 = "stablehlo.multiply"(%494, %494) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %496 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %497 = "stablehlo.reduce"(%495, %496) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg674: tensor<f32>, %arg675: tensor<f32>):
        %4300 = "stablehlo.add"(%arg674, %arg675) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4300) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %499 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %501 = "stablehlo.divide"(%498, %500) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %502 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %504 = "stablehlo.add"(%501, %503) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %505 = "stablehlo.rsqrt"(%504) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %506 = "stablehlo.divide"(%505, %504) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %507 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %509 = "stablehlo.multiply"(%508, %506) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %510 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %511 = "stablehlo.multiply"(%494, %510) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %512 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %514 = "stablehlo.multiply"(%511, %513) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %515 = "stablehlo.dot_general"(%514, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %516:3 = "func.call"(%515) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %517 = "stablehlo.dot_general"(%514, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %518 = "stablehlo.multiply"(%516#0, %517) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %519 = "stablehlo.dot_general"(%518, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %520 = "stablehlo.all_reduce"(%519) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg672: tensor<f32>, %arg673: tensor<f32>):
        %4299 = "stablehlo.add"(%arg672, %arg673) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4299) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %521 = "stablehlo.add"(%494, %520) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %522 = "stablehlo.collective_permute"(%521) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %523 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %524 = "stablehlo.compare"(%126, %523) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %525 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 2, 2, 128>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %526 = "stablehlo.reshape"(%525) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %527 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %528 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %529 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %530 = "stablehlo.divide"(%529, %527) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %531 = "stablehlo.remainder"(%530, %528) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %532 = "stablehlo.convert"(%531) : (tensor<ui32>) -> tensor<i32>
      %533 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %534 = "stablehlo.multiply"(%532, %533) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %536 = "stablehlo.subtract"(%526, %535) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %537 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %539 = "stablehlo.compare"(%536, %538) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %540 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %542 = "stablehlo.compare"(%536, %541) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %543 = "stablehlo.and"(%539, %542) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %544 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %545 = "func.call"(%543, %536, %544) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %546:2 = "func.call"(%arg76, %545) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %547 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
      %548 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %549:2 = "func.call"(%547, %546#0, %548) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
      %550 = "stablehlo.all_reduce"(%549#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg670: tensor<f32>, %arg671: tensor<f32>):
        %4298 = "stablehlo.add"(%arg670, %arg671) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4298) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %551:2 = "func.call"(%524, %550, %522) <{callee = @_where_4}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
      %552 = "stablehlo.multiply"(%551#0, %551#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %554 = "stablehlo.reduce"(%552, %553) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg668: tensor<f32>, %arg669: tensor<f32>):
        %4297 = "stablehlo.add"(%arg668, %arg669) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4297) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %556 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %558 = "stablehlo.divide"(%555, %557) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %559 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %561 = "stablehlo.add"(%558, %560) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %562 = "stablehlo.rsqrt"(%561) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %563 = "stablehlo.divide"(%562, %561) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %564 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %566 = "stablehlo.multiply"(%565, %563) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %567 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %568 = "stablehlo.multiply"(%551#0, %567) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %569 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %571 = "stablehlo.multiply"(%568, %570) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %572 = "stablehlo.dot_general"(%571, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %573 = "stablehlo.reshape"(%572) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %574 = "stablehlo.dot_general"(%571, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %575 = "stablehlo.reshape"(%574) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %576 = "stablehlo.dot_general"(%571, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %577 = "stablehlo.reshape"(%576) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %578 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %579 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %581 = "stablehlo.multiply"(%580, %578) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %584 = "stablehlo.add"(%583, %581) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %585 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %587 = "stablehlo.divide"(%584, %586) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %588 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %590 = "stablehlo.power"(%589, %587) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %591 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %593 = "stablehlo.divide"(%592, %590) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %594 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %596 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %597 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %598 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %599 = "stablehlo.multiply"(%597, %598) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %600 = "stablehlo.concatenate"(%599, %599) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %601 = "stablehlo.cosine"(%600) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %603 = "stablehlo.sine"(%600) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %605 = "stablehlo.slice"(%573) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %606 = "stablehlo.slice"(%573) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %607 = "stablehlo.negate"(%606) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %608 = "stablehlo.concatenate"(%607, %605) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %609 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %610 = "stablehlo.multiply"(%573, %609) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %611 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %612 = "stablehlo.multiply"(%608, %611) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %613 = "stablehlo.add"(%610, %612) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %614 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %615 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %617 = "stablehlo.multiply"(%616, %614) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %618 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %620 = "stablehlo.add"(%619, %617) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %621 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %623 = "stablehlo.divide"(%620, %622) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %624 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %626 = "stablehlo.power"(%625, %623) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %627 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %629 = "stablehlo.divide"(%628, %626) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %630 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %632 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %633 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %634 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %635 = "stablehlo.multiply"(%633, %634) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %636 = "stablehlo.concatenate"(%635, %635) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %637 = "stablehlo.cosine"(%636) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %639 = "stablehlo.sine"(%636) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %641 = "stablehlo.slice"(%575) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %642 = "stablehlo.slice"(%575) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %643 = "stablehlo.negate"(%642) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %644 = "stablehlo.concatenate"(%643, %641) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %645 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %646 = "stablehlo.multiply"(%575, %645) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %647 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %648 = "stablehlo.multiply"(%644, %647) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %649 = "stablehlo.add"(%646, %648) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %650 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %651 = "stablehlo.reshape"(%650) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %652 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %653 = "stablehlo.reshape"(%652) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %654 = "stablehlo.dot_general"(%613, %651) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %655 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %656 = "stablehlo.sqrt"(%655) : (tensor<f32>) -> tensor<f32>
      %657 = "stablehlo.convert"(%656) : (tensor<f32>) -> tensor<f32>
      %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %659 = "stablehlo.divide"(%654, %658) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %660 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %661 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %662:2 = "func.call"(%660, %659, %661) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %663 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %664 = "stablehlo.reduce"(%662#0, %663) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg666: tensor<f32>, %arg667: tensor<f32>):
        %4296 = "stablehlo.maximum"(%arg666, %arg667) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4296) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %665 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %667 = "stablehlo.maximum"(%666, %664) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %670 = "stablehlo.subtract"(%662#0, %669) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %671 = "stablehlo.exponential"(%670) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %673 = "stablehlo.reduce"(%671, %672) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg664: tensor<f32>, %arg665: tensor<f32>):
        %4295 = "stablehlo.add"(%arg664, %arg665) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4295) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %676 = "stablehlo.divide"(%671, %675) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %677 = "stablehlo.multiply"(%674, %674) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %678 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %680 = "stablehlo.divide"(%679, %677) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %681 = "stablehlo.dot_general"(%653, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %682 = "stablehlo.transpose"(%681) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %683 = "stablehlo.reshape"(%682) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %684 = "stablehlo.dot_general"(%683, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %685 = "stablehlo.all_reduce"(%684) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg662: tensor<f32>, %arg663: tensor<f32>):
        %4294 = "stablehlo.add"(%arg662, %arg663) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4294) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %686 = "stablehlo.add"(%551#0, %685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %687 = "stablehlo.multiply"(%686, %686) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %688 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %689 = "stablehlo.reduce"(%687, %688) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg660: tensor<f32>, %arg661: tensor<f32>):
        %4293 = "stablehlo.add"(%arg660, %arg661) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4293) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %691 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %693 = "stablehlo.divide"(%690, %692) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %694 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %695 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %696 = "stablehlo.add"(%693, %695) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %697 = "stablehlo.rsqrt"(%696) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %698 = "stablehlo.divide"(%697, %696) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %699 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %701 = "stablehlo.multiply"(%700, %698) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %702 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %703 = "stablehlo.multiply"(%686, %702) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %704 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %706 = "stablehlo.multiply"(%703, %705) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %707 = "stablehlo.dot_general"(%706, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %708:3 = "func.call"(%707) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %709 = "stablehlo.dot_general"(%706, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %710 = "stablehlo.multiply"(%708#0, %709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %711 = "stablehlo.dot_general"(%710, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %712 = "stablehlo.all_reduce"(%711) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg658: tensor<f32>, %arg659: tensor<f32>):
        %4292 = "stablehlo.add"(%arg658, %arg659) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4292) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %713 = "stablehlo.add"(%686, %712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %714 = "stablehlo.multiply"(%713, %713) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %715 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %716 = "stablehlo.reduce"(%714, %715) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg656: tensor<f32>, %arg657: tensor<f32>):
        %4291 = "stablehlo.add"(%arg656, %arg657) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4291) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %718 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %719 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %720 = "stablehlo.divide"(%717, %719) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %721 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %723 = "stablehlo.add"(%720, %722) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %724 = "stablehlo.rsqrt"(%723) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %725 = "stablehlo.divide"(%724, %723) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %726 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %727 = "stablehlo.broadcast_in_dim"(%726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %728 = "stablehlo.multiply"(%727, %725) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %729 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %730 = "stablehlo.multiply"(%713, %729) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %731 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %733 = "stablehlo.multiply"(%730, %732) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %734 = "stablehlo.dot_general"(%733, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %735 = "stablehlo.reshape"(%734) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %736 = "stablehlo.dot_general"(%733, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %737 = "stablehlo.reshape"(%736) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %738 = "stablehlo.dot_general"(%733, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %739 = "stablehlo.reshape"(%738) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %740 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %741 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %743 = "stablehlo.multiply"(%742, %740) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %746 = "stablehlo.add"(%745, %743) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %747 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %748 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %749 = "stablehlo.divide"(%746, %748) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %750 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %752 = "stablehlo.power"(%751, %749) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %753 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %754 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %755 = "stablehlo.divide"(%754, %752) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %756 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %757 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %758 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %759 = "stablehlo.broadcast_in_dim"(%757) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %760 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %761 = "stablehlo.multiply"(%759, %760) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %762 = "stablehlo.concatenate"(%761, %761) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %763 = "stablehlo.cosine"(%762) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %764 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %765 = "stablehlo.sine"(%762) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %766 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %767 = "stablehlo.slice"(%735) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %768 = "stablehlo.slice"(%735) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %769 = "stablehlo.negate"(%768) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %770 = "stablehlo.concatenate"(%769, %767) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %771 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %772 = "stablehlo.multiply"(%735, %771) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %773 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %774 = "stablehlo.multiply"(%770, %773) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %775 = "stablehlo.add"(%772, %774) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %776 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %777 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %779 = "stablehlo.multiply"(%778, %776) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %781 = "stablehlo.broadcast_in_dim"(%780) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %782 = "stablehlo.add"(%781, %779) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %783 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %785 = "stablehlo.divide"(%782, %784) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %786 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %788 = "stablehlo.power"(%787, %785) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %789 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %790 = "stablehlo.broadcast_in_dim"(%789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %791 = "stablehlo.divide"(%790, %788) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %792 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %794 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %795 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %796 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %797 = "stablehlo.multiply"(%795, %796) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %798 = "stablehlo.concatenate"(%797, %797) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %799 = "stablehlo.cosine"(%798) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %801 = "stablehlo.sine"(%798) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %802 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %803 = "stablehlo.slice"(%737) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %804 = "stablehlo.slice"(%737) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %805 = "stablehlo.negate"(%804) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %806 = "stablehlo.concatenate"(%805, %803) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %807 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %808 = "stablehlo.multiply"(%737, %807) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %809 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %810 = "stablehlo.multiply"(%806, %809) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %811 = "stablehlo.add"(%808, %810) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %813 = "stablehlo.reshape"(%812) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %814 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %815 = "stablehlo.reshape"(%814) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %816 = "stablehlo.dot_general"(%775, %813) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %817 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %818 = "stablehlo.sqrt"(%817) : (tensor<f32>) -> tensor<f32>
      %819 = "stablehlo.convert"(%818) : (tensor<f32>) -> tensor<f32>
      %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %821 = "stablehlo.divide"(%816, %820) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %822 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %823 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %824:2 = "func.call"(%822, %821, %823) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %825 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %826 = "stablehlo.reduce"(%824#0, %825) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg654: tensor<f32>, %arg655: tensor<f32>):
        %4290 = "stablehlo.maximum"(%arg654, %arg655) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4290) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %827 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %828 = "stablehlo.broadcast_in_dim"(%827) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %829 = "stablehlo.maximum"(%828, %826) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %831 = "stablehlo.broadcast_in_dim"(%830) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %832 = "stablehlo.subtract"(%824#0, %831) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %833 = "stablehlo.exponential"(%832) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %834 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %835 = "stablehlo.reduce"(%833, %834) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg652: tensor<f32>, %arg653: tensor<f32>):
        %4289 = "stablehlo.add"(%arg652, %arg653) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4289) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %836 = "stablehlo.broadcast_in_dim"(%835) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %837 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %838 = "stablehlo.divide"(%833, %837) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %839 = "stablehlo.multiply"(%836, %836) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %840 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %841 = "stablehlo.broadcast_in_dim"(%840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %842 = "stablehlo.divide"(%841, %839) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %843 = "stablehlo.dot_general"(%815, %838) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %844 = "stablehlo.transpose"(%843) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %845 = "stablehlo.reshape"(%844) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %846 = "stablehlo.dot_general"(%845, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %847 = "stablehlo.all_reduce"(%846) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg650: tensor<f32>, %arg651: tensor<f32>):
        %4288 = "stablehlo.add"(%arg650, %arg651) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4288) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %848 = "stablehlo.add"(%713, %847) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %849 = "stablehlo.multiply"(%848, %848) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %851 = "stablehlo.reduce"(%849, %850) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg648: tensor<f32>, %arg649: tensor<f32>):
        %4287 = "stablehlo.add"(%arg648, %arg649) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4287) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %853 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %854 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %855 = "stablehlo.divide"(%852, %854) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %856 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %857 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %858 = "stablehlo.add"(%855, %857) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %859 = "stablehlo.rsqrt"(%858) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %860 = "stablehlo.divide"(%859, %858) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %861 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %863 = "stablehlo.multiply"(%862, %860) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %864 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %865 = "stablehlo.multiply"(%848, %864) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %866 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %868 = "stablehlo.multiply"(%865, %867) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %869 = "stablehlo.dot_general"(%868, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %870:3 = "func.call"(%869) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %871 = "stablehlo.dot_general"(%868, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %872 = "stablehlo.multiply"(%870#0, %871) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %873 = "stablehlo.dot_general"(%872, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %874 = "stablehlo.all_reduce"(%873) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg646: tensor<f32>, %arg647: tensor<f32>):
        %4286 = "stablehlo.add"(%arg646, %arg647) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4286) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %875 = "stablehlo.add"(%848, %874) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %876 = "stablehlo.multiply"(%875, %875) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %877 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %878 = "stablehlo.reduce"(%876, %877) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg644: tensor<f32>, %arg645: tensor<f32>):
        %4285 = "stablehlo.add"(%arg644, %arg645) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4285) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %880 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %881 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %882 = "stablehlo.divide"(%879, %881) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %883 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %885 = "stablehlo.add"(%882, %884) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %886 = "stablehlo.rsqrt"(%885) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %887 = "stablehlo.divide"(%886, %885) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %888 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %889 = "stablehlo.broadcast_in_dim"(%888) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %890 = "stablehlo.multiply"(%889, %887) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %891 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %892 = "stablehlo.multiply"(%875, %891) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %893 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %894 = "stablehlo.broadcast_in_dim"(%893) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %895 = "stablehlo.multiply"(%892, %894) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %896 = "stablehlo.dot_general"(%895, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %897 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 1, 2, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %898 = "stablehlo.reshape"(%897) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %899 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %900 = "stablehlo.reduce"(%896, %899) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg642: tensor<f32>, %arg643: tensor<f32>):
        %4284 = "stablehlo.maximum"(%arg642, %arg643) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4284) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %901 = "stablehlo.all_reduce"(%900) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg640: tensor<f32>, %arg641: tensor<f32>):
        %4283 = "stablehlo.maximum"(%arg640, %arg641) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4283) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %904 = "stablehlo.subtract"(%896, %903) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %905 = "stablehlo.exponential"(%904) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %907 = "stablehlo.reduce"(%905, %906) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg638: tensor<f32>, %arg639: tensor<f32>):
        %4282 = "stablehlo.add"(%arg638, %arg639) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4282) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %908 = "stablehlo.all_reduce"(%907) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg636: tensor<f32>, %arg637: tensor<f32>):
        %4281 = "stablehlo.add"(%arg636, %arg637) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4281) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %909 = "stablehlo.log"(%908) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %910 = "stablehlo.add"(%909, %901) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %911 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %912 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %913 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %914 = "stablehlo.divide"(%913, %911) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %915 = "stablehlo.remainder"(%914, %912) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %916 = "stablehlo.convert"(%915) : (tensor<ui32>) -> tensor<i32>
      %917 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %918 = "stablehlo.multiply"(%916, %917) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %919 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %920 = "stablehlo.subtract"(%898, %919) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %921 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %923 = "stablehlo.compare"(%920, %922) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %924 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %925 = "stablehlo.broadcast_in_dim"(%924) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %926 = "stablehlo.compare"(%920, %925) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %927 = "stablehlo.and"(%923, %926) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %928 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %929 = "func.call"(%927, %920, %928) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %930 = "stablehlo.broadcast_in_dim"(%929) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %931:2 = "func.call"(%896, %930) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %932 = "stablehlo.reshape"(%931#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
      %933 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %934:2 = "func.call"(%927, %932, %933) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
      %935 = "stablehlo.all_reduce"(%934#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg634: tensor<f32>, %arg635: tensor<f32>):
        %4280 = "stablehlo.add"(%arg634, %arg635) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4280) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %936 = "stablehlo.subtract"(%910, %935) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %938 = "stablehlo.reduce"(%936, %937) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg632: tensor<f32>, %arg633: tensor<f32>):
        %4279 = "stablehlo.add"(%arg632, %arg633) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4279) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
      %939 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %940 = "stablehlo.divide"(%938, %939) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %941 = "stablehlo.collective_permute"(%875) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %942 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %943 = "stablehlo.compare"(%126, %942) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %944 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 3, 2, 128>, start_indices = array<i64: 2, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %945 = "stablehlo.reshape"(%944) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %946 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %947 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %948 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %949 = "stablehlo.divide"(%948, %946) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %950 = "stablehlo.remainder"(%949, %947) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %951 = "stablehlo.convert"(%950) : (tensor<ui32>) -> tensor<i32>
      %952 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %953 = "stablehlo.multiply"(%951, %952) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %955 = "stablehlo.subtract"(%945, %954) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %956 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %957 = "stablehlo.broadcast_in_dim"(%956) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %958 = "stablehlo.compare"(%955, %957) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %959 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %961 = "stablehlo.compare"(%955, %960) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %962 = "stablehlo.and"(%958, %961) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %963 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %964 = "func.call"(%962, %955, %963) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %965:2 = "func.call"(%arg76, %964) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %966 = "stablehlo.broadcast_in_dim"(%962) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
      %967 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %968:2 = "func.call"(%966, %965#0, %967) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
      %969 = "stablehlo.all_reduce"(%968#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg630: tensor<f32>, %arg631: tensor<f32>):
        %4278 = "stablehlo.add"(%arg630, %arg631) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4278) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %970:2 = "func.call"(%943, %969, %941) <{callee = @_where_4}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
      %971 = "stablehlo.multiply"(%970#0, %970#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %973 = "stablehlo.reduce"(%971, %972) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg628: tensor<f32>, %arg629: tensor<f32>):
        %4277 = "stablehlo.add"(%arg628, %arg629) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4277) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %974 = "stablehlo.broadcast_in_dim"(%973) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %975 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %976 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %977 = "stablehlo.divide"(%974, %976) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %978 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %980 = "stablehlo.add"(%977, %979) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %981 = "stablehlo.rsqrt"(%980) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %982 = "stablehlo.divide"(%981, %980) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %983 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %984 = "stablehlo.broadcast_in_dim"(%983) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %985 = "stablehlo.multiply"(%984, %982) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %986 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %987 = "stablehlo.multiply"(%970#0, %986) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %988 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %989 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %990 = "stablehlo.multiply"(%987, %989) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %991 = "stablehlo.dot_general"(%990, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %992 = "stablehlo.reshape"(%991) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %993 = "stablehlo.dot_general"(%990, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %994 = "stablehlo.reshape"(%993) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %995 = "stablehlo.dot_general"(%990, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %996 = "stablehlo.reshape"(%995) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %997 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %998 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %999 = "stablehlo.broadcast_in_dim"(%998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1000 = "stablehlo.multiply"(%999, %997) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1001 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1002 = "stablehlo.broadcast_in_dim"(%1001) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1003 = "stablehlo.add"(%1002, %1000) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1004 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1005 = "stablehlo.broadcast_in_dim"(%1004) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1006 = "stablehlo.divide"(%1003, %1005) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1007 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1008 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1009 = "stablehlo.power"(%1008, %1006) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1010 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1011 = "stablehlo.broadcast_in_dim"(%1010) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1012 = "stablehlo.divide"(%1011, %1009) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1013 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1014 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1015 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1016 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1017 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1018 = "stablehlo.multiply"(%1016, %1017) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1019 = "stablehlo.concatenate"(%1018, %1018) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1020 = "stablehlo.cosine"(%1019) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1021 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1022 = "stablehlo.sine"(%1019) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1024 = "stablehlo.slice"(%992) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1025 = "stablehlo.slice"(%992) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1026 = "stablehlo.negate"(%1025) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %1027 = "stablehlo.concatenate"(%1026, %1024) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %1028 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1029 = "stablehlo.multiply"(%992, %1028) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1030 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1031 = "stablehlo.multiply"(%1027, %1030) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1032 = "stablehlo.add"(%1029, %1031) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1033 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1034 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1036 = "stablehlo.multiply"(%1035, %1033) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1037 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1038 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1039 = "stablehlo.add"(%1038, %1036) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1040 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1042 = "stablehlo.divide"(%1039, %1041) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1043 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1045 = "stablehlo.power"(%1044, %1042) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1046 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1048 = "stablehlo.divide"(%1047, %1045) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1049 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1050 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1051 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1052 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1053 = "stablehlo.broadcast_in_dim"(%1051) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1054 = "stablehlo.multiply"(%1052, %1053) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1055 = "stablehlo.concatenate"(%1054, %1054) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1056 = "stablehlo.cosine"(%1055) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1057 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1058 = "stablehlo.sine"(%1055) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1059 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1060 = "stablehlo.slice"(%994) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1061 = "stablehlo.slice"(%994) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1062 = "stablehlo.negate"(%1061) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %1063 = "stablehlo.concatenate"(%1062, %1060) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %1064 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1065 = "stablehlo.multiply"(%994, %1064) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1066 = "stablehlo.broadcast_in_dim"(%1059) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1067 = "stablehlo.multiply"(%1063, %1066) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1068 = "stablehlo.add"(%1065, %1067) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1070 = "stablehlo.reshape"(%1069) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1071 = "stablehlo.broadcast_in_dim"(%996) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1072 = "stablehlo.reshape"(%1071) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1073 = "stablehlo.dot_general"(%1032, %1070) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %1074 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1075 = "stablehlo.sqrt"(%1074) : (tensor<f32>) -> tensor<f32>
      %1076 = "stablehlo.convert"(%1075) : (tensor<f32>) -> tensor<f32>
      %1077 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %1078 = "stablehlo.divide"(%1073, %1077) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1079 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %1080 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1081:2 = "func.call"(%1079, %1078, %1080) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %1082 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1083 = "stablehlo.reduce"(%1081#0, %1082) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg626: tensor<f32>, %arg627: tensor<f32>):
        %4276 = "stablehlo.maximum"(%arg626, %arg627) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4276) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1084 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1085 = "stablehlo.broadcast_in_dim"(%1084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %1086 = "stablehlo.maximum"(%1085, %1083) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1088 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1089 = "stablehlo.subtract"(%1081#0, %1088) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1090 = "stablehlo.exponential"(%1089) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1091 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1092 = "stablehlo.reduce"(%1090, %1091) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg624: tensor<f32>, %arg625: tensor<f32>):
        %4275 = "stablehlo.add"(%arg624, %arg625) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4275) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1094 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1095 = "stablehlo.divide"(%1090, %1094) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1096 = "stablehlo.multiply"(%1093, %1093) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1097 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1098 = "stablehlo.broadcast_in_dim"(%1097) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %1099 = "stablehlo.divide"(%1098, %1096) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1100 = "stablehlo.dot_general"(%1072, %1095) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %1101 = "stablehlo.transpose"(%1100) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %1102 = "stablehlo.reshape"(%1101) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %1103 = "stablehlo.dot_general"(%1102, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %1104 = "stablehlo.all_reduce"(%1103) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg622: tensor<f32>, %arg623: tensor<f32>):
        %4274 = "stablehlo.add"(%arg622, %arg623) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4274) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1105 = "stablehlo.add"(%970#0, %1104) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1106 = "stablehlo.multiply"(%1105, %1105) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1108 = "stablehlo.reduce"(%1106, %1107) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg620: tensor<f32>, %arg621: tensor<f32>):
        %4273 = "stablehlo.add"(%arg620, %arg621) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4273) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1109 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1110 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1111 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1112 = "stablehlo.divide"(%1109, %1111) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1113 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1115 = "stablehlo.add"(%1112, %1114) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1116 = "stablehlo.rsqrt"(%1115) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1117 = "stablehlo.divide"(%1116, %1115) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1118 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1119 = "stablehlo.broadcast_in_dim"(%1118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1120 = "stablehlo.multiply"(%1119, %1117) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1121 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1122 = "stablehlo.multiply"(%1105, %1121) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1123 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1124 = "stablehlo.broadcast_in_dim"(%1123) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1125 = "stablehlo.multiply"(%1122, %1124) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1126 = "stablehlo.dot_general"(%1125, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1127:3 = "func.call"(%1126) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %1128 = "stablehlo.dot_general"(%1125, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1129 = "stablehlo.multiply"(%1127#0, %1128) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1130 = "stablehlo.dot_general"(%1129, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1131 = "stablehlo.all_reduce"(%1130) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg618: tensor<f32>, %arg619: tensor<f32>):
        %4272 = "stablehlo.add"(%arg618, %arg619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4272) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1132 = "stablehlo.add"(%1105, %1131) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1133 = "stablehlo.multiply"(%1132, %1132) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1135 = "stablehlo.reduce"(%1133, %1134) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg616: tensor<f32>, %arg617: tensor<f32>):
        %4271 = "stablehlo.add"(%arg616, %arg617) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4271) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1136 = "stablehlo.broadcast_in_dim"(%1135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1137 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1139 = "stablehlo.divide"(%1136, %1138) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1140 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1142 = "stablehlo.add"(%1139, %1141) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1143 = "stablehlo.rsqrt"(%1142) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1144 = "stablehlo.divide"(%1143, %1142) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1145 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1147 = "stablehlo.multiply"(%1146, %1144) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1148 = "stablehlo.broadcast_in_dim"(%1143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1149 = "stablehlo.multiply"(%1132, %1148) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1150 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1151 = "stablehlo.broadcast_in_dim"(%1150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1152 = "stablehlo.multiply"(%1149, %1151) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1153 = "stablehlo.dot_general"(%1152, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %1154 = "stablehlo.reshape"(%1153) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %1155 = "stablehlo.dot_general"(%1152, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1156 = "stablehlo.reshape"(%1155) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1157 = "stablehlo.dot_general"(%1152, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1158 = "stablehlo.reshape"(%1157) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1159 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1160 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1161 = "stablehlo.broadcast_in_dim"(%1160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1162 = "stablehlo.multiply"(%1161, %1159) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1164 = "stablehlo.broadcast_in_dim"(%1163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1165 = "stablehlo.add"(%1164, %1162) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1166 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1167 = "stablehlo.broadcast_in_dim"(%1166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1168 = "stablehlo.divide"(%1165, %1167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1169 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1170 = "stablehlo.broadcast_in_dim"(%1169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1171 = "stablehlo.power"(%1170, %1168) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1172 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1174 = "stablehlo.divide"(%1173, %1171) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1175 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1176 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1177 = "stablehlo.broadcast_in_dim"(%1174) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1178 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1179 = "stablehlo.broadcast_in_dim"(%1177) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1180 = "stablehlo.multiply"(%1178, %1179) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1181 = "stablehlo.concatenate"(%1180, %1180) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1182 = "stablehlo.cosine"(%1181) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1183 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1184 = "stablehlo.sine"(%1181) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1185 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1186 = "stablehlo.slice"(%1154) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1187 = "stablehlo.slice"(%1154) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1188 = "stablehlo.negate"(%1187) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %1189 = "stablehlo.concatenate"(%1188, %1186) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %1190 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1191 = "stablehlo.multiply"(%1154, %1190) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1192 = "stablehlo.broadcast_in_dim"(%1185) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1193 = "stablehlo.multiply"(%1189, %1192) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1194 = "stablehlo.add"(%1191, %1193) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1195 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1196 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1198 = "stablehlo.multiply"(%1197, %1195) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1200 = "stablehlo.broadcast_in_dim"(%1199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1201 = "stablehlo.add"(%1200, %1198) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1202 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1204 = "stablehlo.divide"(%1201, %1203) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1205 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1207 = "stablehlo.power"(%1206, %1204) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1208 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1210 = "stablehlo.divide"(%1209, %1207) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1211 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1212 = "stablehlo.broadcast_in_dim"(%1211) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1213 = "stablehlo.broadcast_in_dim"(%1210) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1214 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1215 = "stablehlo.broadcast_in_dim"(%1213) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1216 = "stablehlo.multiply"(%1214, %1215) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1217 = "stablehlo.concatenate"(%1216, %1216) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1218 = "stablehlo.cosine"(%1217) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1220 = "stablehlo.sine"(%1217) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1222 = "stablehlo.slice"(%1156) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1223 = "stablehlo.slice"(%1156) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1224 = "stablehlo.negate"(%1223) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %1225 = "stablehlo.concatenate"(%1224, %1222) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %1226 = "stablehlo.broadcast_in_dim"(%1219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1227 = "stablehlo.multiply"(%1156, %1226) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1228 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1229 = "stablehlo.multiply"(%1225, %1228) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1230 = "stablehlo.add"(%1227, %1229) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1231 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1232 = "stablehlo.reshape"(%1231) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1233 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1234 = "stablehlo.reshape"(%1233) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1235 = "stablehlo.dot_general"(%1194, %1232) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %1236 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1237 = "stablehlo.sqrt"(%1236) : (tensor<f32>) -> tensor<f32>
      %1238 = "stablehlo.convert"(%1237) : (tensor<f32>) -> tensor<f32>
      %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %1240 = "stablehlo.divide"(%1235, %1239) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1241 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %1242 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1243:2 = "func.call"(%1241, %1240, %1242) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %1244 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1245 = "stablehlo.reduce"(%1243#0, %1244) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg614: tensor<f32>, %arg615: tensor<f32>):
        %4270 = "stablehlo.maximum"(%arg614, %arg615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4270) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1246 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1247 = "stablehlo.broadcast_in_dim"(%1246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %1248 = "stablehlo.maximum"(%1247, %1245) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1251 = "stablehlo.subtract"(%1243#0, %1250) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1252 = "stablehlo.exponential"(%1251) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1254 = "stablehlo.reduce"(%1252, %1253) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg612: tensor<f32>, %arg613: tensor<f32>):
        %4269 = "stablehlo.add"(%arg612, %arg613) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4269) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1255 = "stablehlo.broadcast_in_dim"(%1254) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1256 = "stablehlo.broadcast_in_dim"(%1255) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1257 = "stablehlo.divide"(%1252, %1256) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1258 = "stablehlo.multiply"(%1255, %1255) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1259 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %1261 = "stablehlo.divide"(%1260, %1258) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1262 = "stablehlo.dot_general"(%1234, %1257) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %1263 = "stablehlo.transpose"(%1262) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %1264 = "stablehlo.reshape"(%1263) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %1265 = "stablehlo.dot_general"(%1264, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %1266 = "stablehlo.all_reduce"(%1265) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg610: tensor<f32>, %arg611: tensor<f32>):
        %4268 = "stablehlo.add"(%arg610, %arg611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4268) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1267 = "stablehlo.add"(%1132, %1266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1268 = "stablehlo.multiply"(%1267, %1267) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1269 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1270 = "stablehlo.reduce"(%1268, %1269) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg608: tensor<f32>, %arg609: tensor<f32>):
        %4267 = "stablehlo.add"(%arg608, %arg609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4267) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1271 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1272 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1274 = "stablehlo.divide"(%1271, %1273) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1275 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1276 = "stablehlo.broadcast_in_dim"(%1275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1277 = "stablehlo.add"(%1274, %1276) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1278 = "stablehlo.rsqrt"(%1277) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1279 = "stablehlo.divide"(%1278, %1277) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1280 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1282 = "stablehlo.multiply"(%1281, %1279) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1283 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1284 = "stablehlo.multiply"(%1267, %1283) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1285 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1286 = "stablehlo.broadcast_in_dim"(%1285) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1287 = "stablehlo.multiply"(%1284, %1286) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1288 = "stablehlo.dot_general"(%1287, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1289:3 = "func.call"(%1288) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %1290 = "stablehlo.dot_general"(%1287, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1291 = "stablehlo.multiply"(%1289#0, %1290) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1292 = "stablehlo.dot_general"(%1291, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1293 = "stablehlo.all_reduce"(%1292) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg606: tensor<f32>, %arg607: tensor<f32>):
        %4266 = "stablehlo.add"(%arg606, %arg607) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4266) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1294 = "stablehlo.add"(%1267, %1293) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1295 = "stablehlo.multiply"(%1294, %1294) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1297 = "stablehlo.reduce"(%1295, %1296) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg604: tensor<f32>, %arg605: tensor<f32>):
        %4265 = "stablehlo.add"(%arg604, %arg605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4265) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1298 = "stablehlo.broadcast_in_dim"(%1297) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1299 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1301 = "stablehlo.divide"(%1298, %1300) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1302 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1303 = "stablehlo.broadcast_in_dim"(%1302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1304 = "stablehlo.add"(%1301, %1303) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1305 = "stablehlo.rsqrt"(%1304) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1306 = "stablehlo.divide"(%1305, %1304) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1307 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1309 = "stablehlo.multiply"(%1308, %1306) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1310 = "stablehlo.broadcast_in_dim"(%1305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1311 = "stablehlo.multiply"(%1294, %1310) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1312 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1314 = "stablehlo.multiply"(%1311, %1313) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1315 = "stablehlo.dot_general"(%1314, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1316 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 2, 2, 128>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %1317 = "stablehlo.reshape"(%1316) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %1318 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1319 = "stablehlo.reduce"(%1315, %1318) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg602: tensor<f32>, %arg603: tensor<f32>):
        %4264 = "stablehlo.maximum"(%arg602, %arg603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4264) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1320 = "stablehlo.all_reduce"(%1319) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg600: tensor<f32>, %arg601: tensor<f32>):
        %4263 = "stablehlo.maximum"(%arg600, %arg601) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4263) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1322 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1323 = "stablehlo.subtract"(%1315, %1322) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1324 = "stablehlo.exponential"(%1323) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1325 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1326 = "stablehlo.reduce"(%1324, %1325) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg598: tensor<f32>, %arg599: tensor<f32>):
        %4262 = "stablehlo.add"(%arg598, %arg599) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4262) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1327 = "stablehlo.all_reduce"(%1326) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg596: tensor<f32>, %arg597: tensor<f32>):
        %4261 = "stablehlo.add"(%arg596, %arg597) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4261) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1328 = "stablehlo.log"(%1327) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1329 = "stablehlo.add"(%1328, %1320) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %1330 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %1331 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %1332 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %1333 = "stablehlo.divide"(%1332, %1330) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1334 = "stablehlo.remainder"(%1333, %1331) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1335 = "stablehlo.convert"(%1334) : (tensor<ui32>) -> tensor<i32>
      %1336 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %1337 = "stablehlo.multiply"(%1335, %1336) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1338 = "stablehlo.broadcast_in_dim"(%1337) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1339 = "stablehlo.subtract"(%1317, %1338) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %1340 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1341 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1342 = "stablehlo.compare"(%1339, %1341) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %1343 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %1344 = "stablehlo.broadcast_in_dim"(%1343) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1345 = "stablehlo.compare"(%1339, %1344) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %1346 = "stablehlo.and"(%1342, %1345) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %1347 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1348 = "func.call"(%1346, %1339, %1347) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %1350:2 = "func.call"(%1315, %1349) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %1351 = "stablehlo.reshape"(%1350#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
      %1352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1353:2 = "func.call"(%1346, %1351, %1352) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
      %1354 = "stablehlo.all_reduce"(%1353#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg594: tensor<f32>, %arg595: tensor<f32>):
        %4260 = "stablehlo.add"(%arg594, %arg595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4260) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1355 = "stablehlo.subtract"(%1329, %1354) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %1356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1357 = "stablehlo.reduce"(%1355, %1356) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg592: tensor<f32>, %arg593: tensor<f32>):
        %4259 = "stablehlo.add"(%arg592, %arg593) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4259) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
      %1358 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1359 = "stablehlo.divide"(%1357, %1358) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1360 = "stablehlo.collective_permute"(%1294) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1361 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1362 = "stablehlo.compare"(%126, %1361) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1363 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 4, 2, 128>, start_indices = array<i64: 3, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %1364 = "stablehlo.reshape"(%1363) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %1365 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %1366 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %1367 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %1368 = "stablehlo.divide"(%1367, %1365) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1369 = "stablehlo.remainder"(%1368, %1366) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1370 = "stablehlo.convert"(%1369) : (tensor<ui32>) -> tensor<i32>
      %1371 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %1372 = "stablehlo.multiply"(%1370, %1371) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1374 = "stablehlo.subtract"(%1364, %1373) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %1375 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1377 = "stablehlo.compare"(%1374, %1376) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %1378 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %1379 = "stablehlo.broadcast_in_dim"(%1378) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1380 = "stablehlo.compare"(%1374, %1379) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %1381 = "stablehlo.and"(%1377, %1380) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %1382 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1383 = "func.call"(%1381, %1374, %1382) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %1384:2 = "func.call"(%arg76, %1383) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %1385 = "stablehlo.broadcast_in_dim"(%1381) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
      %1386 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1387:2 = "func.call"(%1385, %1384#0, %1386) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
      %1388 = "stablehlo.all_reduce"(%1387#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg590: tensor<f32>, %arg591: tensor<f32>):
        %4258 = "stablehlo.add"(%arg590, %arg591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4258) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1389:2 = "func.call"(%1362, %1388, %1360) <{callee = @_where_4}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
      %1390 = "stablehlo.multiply"(%1389#0, %1389#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1391 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1392 = "stablehlo.reduce"(%1390, %1391) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg588: tensor<f32>, %arg589: tensor<f32>):
        %4257 = "stablehlo.add"(%arg588, %arg589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4257) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1394 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1395 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1396 = "stablehlo.divide"(%1393, %1395) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1397 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1398 = "stablehlo.broadcast_in_dim"(%1397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1399 = "stablehlo.add"(%1396, %1398) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1400 = "stablehlo.rsqrt"(%1399) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1401 = "stablehlo.divide"(%1400, %1399) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1402 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1403 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1404 = "stablehlo.multiply"(%1403, %1401) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1405 = "stablehlo.broadcast_in_dim"(%1400) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1406 = "stablehlo.multiply"(%1389#0, %1405) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1407 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1409 = "stablehlo.multiply"(%1406, %1408) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1410 = "stablehlo.dot_general"(%1409, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %1411 = "stablehlo.reshape"(%1410) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %1412 = "stablehlo.dot_general"(%1409, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1413 = "stablehlo.reshape"(%1412) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1414 = "stablehlo.dot_general"(%1409, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1415 = "stablehlo.reshape"(%1414) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1416 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1417 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1418 = "stablehlo.broadcast_in_dim"(%1417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1419 = "stablehlo.multiply"(%1418, %1416) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1421 = "stablehlo.broadcast_in_dim"(%1420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1422 = "stablehlo.add"(%1421, %1419) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1423 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1424 = "stablehlo.broadcast_in_dim"(%1423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1425 = "stablehlo.divide"(%1422, %1424) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1426 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1427 = "stablehlo.broadcast_in_dim"(%1426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1428 = "stablehlo.power"(%1427, %1425) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1429 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1430 = "stablehlo.broadcast_in_dim"(%1429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1431 = "stablehlo.divide"(%1430, %1428) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1432 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1433 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1434 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1435 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1436 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1437 = "stablehlo.multiply"(%1435, %1436) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1438 = "stablehlo.concatenate"(%1437, %1437) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1439 = "stablehlo.cosine"(%1438) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1440 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1441 = "stablehlo.sine"(%1438) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1442 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1443 = "stablehlo.slice"(%1411) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1444 = "stablehlo.slice"(%1411) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1445 = "stablehlo.negate"(%1444) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %1446 = "stablehlo.concatenate"(%1445, %1443) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %1447 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1448 = "stablehlo.multiply"(%1411, %1447) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1449 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1450 = "stablehlo.multiply"(%1446, %1449) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1451 = "stablehlo.add"(%1448, %1450) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1452 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1453 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1454 = "stablehlo.broadcast_in_dim"(%1453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1455 = "stablehlo.multiply"(%1454, %1452) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1458 = "stablehlo.add"(%1457, %1455) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1459 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1460 = "stablehlo.broadcast_in_dim"(%1459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1461 = "stablehlo.divide"(%1458, %1460) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1462 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1463 = "stablehlo.broadcast_in_dim"(%1462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1464 = "stablehlo.power"(%1463, %1461) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1465 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1466 = "stablehlo.broadcast_in_dim"(%1465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1467 = "stablehlo.divide"(%1466, %1464) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1468 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1469 = "stablehlo.broadcast_in_dim"(%1468) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1470 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1471 = "stablehlo.broadcast_in_dim"(%1469) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1472 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1473 = "stablehlo.multiply"(%1471, %1472) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1474 = "stablehlo.concatenate"(%1473, %1473) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1475 = "stablehlo.cosine"(%1474) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1476 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1477 = "stablehlo.sine"(%1474) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1478 = "stablehlo.broadcast_in_dim"(%1477) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1479 = "stablehlo.slice"(%1413) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1480 = "stablehlo.slice"(%1413) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1481 = "stablehlo.negate"(%1480) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %1482 = "stablehlo.concatenate"(%1481, %1479) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %1483 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1484 = "stablehlo.multiply"(%1413, %1483) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1485 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1486 = "stablehlo.multiply"(%1482, %1485) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1487 = "stablehlo.add"(%1484, %1486) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1488 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1489 = "stablehlo.reshape"(%1488) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1490 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1491 = "stablehlo.reshape"(%1490) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1492 = "stablehlo.dot_general"(%1451, %1489) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %1493 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1494 = "stablehlo.sqrt"(%1493) : (tensor<f32>) -> tensor<f32>
      %1495 = "stablehlo.convert"(%1494) : (tensor<f32>) -> tensor<f32>
      %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %1497 = "stablehlo.divide"(%1492, %1496) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1498 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %1499 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1500:2 = "func.call"(%1498, %1497, %1499) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %1501 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1502 = "stablehlo.reduce"(%1500#0, %1501) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg586: tensor<f32>, %arg587: tensor<f32>):
        %4256 = "stablehlo.maximum"(%arg586, %arg587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4256) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1503 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1504 = "stablehlo.broadcast_in_dim"(%1503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %1505 = "stablehlo.maximum"(%1504, %1502) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %1506 = "stablehlo.broadcast_in_dim"(%1505) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1507 = "stablehlo.broadcast_in_dim"(%1506) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1508 = "stablehlo.subtract"(%1500#0, %1507) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1509 = "stablehlo.exponential"(%1508) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1511 = "stablehlo.reduce"(%1509, %1510) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg584: tensor<f32>, %arg585: tensor<f32>):
        %4255 = "stablehlo.add"(%arg584, %arg585) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4255) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1512 = "stablehlo.broadcast_in_dim"(%1511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1513 = "stablehlo.broadcast_in_dim"(%1512) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1514 = "stablehlo.divide"(%1509, %1513) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1515 = "stablehlo.multiply"(%1512, %1512) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1516 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1517 = "stablehlo.broadcast_in_dim"(%1516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %1518 = "stablehlo.divide"(%1517, %1515) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1519 = "stablehlo.dot_general"(%1491, %1514) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %1520 = "stablehlo.transpose"(%1519) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %1521 = "stablehlo.reshape"(%1520) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %1522 = "stablehlo.dot_general"(%1521, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %1523 = "stablehlo.all_reduce"(%1522) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg582: tensor<f32>, %arg583: tensor<f32>):
        %4254 = "stablehlo.add"(%arg582, %arg583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4254) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1524 = "stablehlo.add"(%1389#0, %1523) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1525 = "stablehlo.multiply"(%1524, %1524) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1527 = "stablehlo.reduce"(%1525, %1526) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg580: tensor<f32>, %arg581: tensor<f32>):
        %4253 = "stablehlo.add"(%arg580, %arg581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4253) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1528 = "stablehlo.broadcast_in_dim"(%1527) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1529 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1530 = "stablehlo.broadcast_in_dim"(%1529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1531 = "stablehlo.divide"(%1528, %1530) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1532 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1533 = "stablehlo.broadcast_in_dim"(%1532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1534 = "stablehlo.add"(%1531, %1533) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1535 = "stablehlo.rsqrt"(%1534) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1536 = "stablehlo.divide"(%1535, %1534) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1537 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1538 = "stablehlo.broadcast_in_dim"(%1537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1539 = "stablehlo.multiply"(%1538, %1536) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1540 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1541 = "stablehlo.multiply"(%1524, %1540) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1542 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1543 = "stablehlo.broadcast_in_dim"(%1542) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1544 = "stablehlo.multiply"(%1541, %1543) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1545 = "stablehlo.dot_general"(%1544, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1546:3 = "func.call"(%1545) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %1547 = "stablehlo.dot_general"(%1544, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1548 = "stablehlo.multiply"(%1546#0, %1547) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1549 = "stablehlo.dot_general"(%1548, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1550 = "stablehlo.all_reduce"(%1549) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg578: tensor<f32>, %arg579: tensor<f32>):
        %4252 = "stablehlo.add"(%arg578, %arg579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4252) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1551 = "stablehlo.add"(%1524, %1550) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1552 = "stablehlo.multiply"(%1551, %1551) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1554 = "stablehlo.reduce"(%1552, %1553) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg576: tensor<f32>, %arg577: tensor<f32>):
        %4251 = "stablehlo.add"(%arg576, %arg577) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4251) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1556 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1557 = "stablehlo.broadcast_in_dim"(%1556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1558 = "stablehlo.divide"(%1555, %1557) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1559 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1560 = "stablehlo.broadcast_in_dim"(%1559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1561 = "stablehlo.add"(%1558, %1560) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1562 = "stablehlo.rsqrt"(%1561) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1563 = "stablehlo.divide"(%1562, %1561) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1564 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1565 = "stablehlo.broadcast_in_dim"(%1564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1566 = "stablehlo.multiply"(%1565, %1563) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1567 = "stablehlo.broadcast_in_dim"(%1562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1568 = "stablehlo.multiply"(%1551, %1567) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1569 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1570 = "stablehlo.broadcast_in_dim"(%1569) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1571 = "stablehlo.multiply"(%1568, %1570) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1572 = "stablehlo.dot_general"(%1571, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %1573 = "stablehlo.reshape"(%1572) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %1574 = "stablehlo.dot_general"(%1571, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1575 = "stablehlo.reshape"(%1574) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1576 = "stablehlo.dot_general"(%1571, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1577 = "stablehlo.reshape"(%1576) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1578 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1579 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1580 = "stablehlo.broadcast_in_dim"(%1579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1581 = "stablehlo.multiply"(%1580, %1578) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1583 = "stablehlo.broadcast_in_dim"(%1582) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1584 = "stablehlo.add"(%1583, %1581) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1585 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1586 = "stablehlo.broadcast_in_dim"(%1585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1587 = "stablehlo.divide"(%1584, %1586) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1588 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1589 = "stablehlo.broadcast_in_dim"(%1588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1590 = "stablehlo.power"(%1589, %1587) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1591 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1592 = "stablehlo.broadcast_in_dim"(%1591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1593 = "stablehlo.divide"(%1592, %1590) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1594 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1595 = "stablehlo.broadcast_in_dim"(%1594) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1596 = "stablehlo.broadcast_in_dim"(%1593) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1597 = "stablehlo.broadcast_in_dim"(%1595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1598 = "stablehlo.broadcast_in_dim"(%1596) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1599 = "stablehlo.multiply"(%1597, %1598) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1600 = "stablehlo.concatenate"(%1599, %1599) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1601 = "stablehlo.cosine"(%1600) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1602 = "stablehlo.broadcast_in_dim"(%1601) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1603 = "stablehlo.sine"(%1600) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1604 = "stablehlo.broadcast_in_dim"(%1603) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1605 = "stablehlo.slice"(%1573) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1606 = "stablehlo.slice"(%1573) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1607 = "stablehlo.negate"(%1606) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %1608 = "stablehlo.concatenate"(%1607, %1605) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %1609 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1610 = "stablehlo.multiply"(%1573, %1609) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1611 = "stablehlo.broadcast_in_dim"(%1604) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1612 = "stablehlo.multiply"(%1608, %1611) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1613 = "stablehlo.add"(%1610, %1612) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1614 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1615 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1616 = "stablehlo.broadcast_in_dim"(%1615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1617 = "stablehlo.multiply"(%1616, %1614) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1618 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1619 = "stablehlo.broadcast_in_dim"(%1618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1620 = "stablehlo.add"(%1619, %1617) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1621 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1622 = "stablehlo.broadcast_in_dim"(%1621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1623 = "stablehlo.divide"(%1620, %1622) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1624 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1625 = "stablehlo.broadcast_in_dim"(%1624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1626 = "stablehlo.power"(%1625, %1623) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1627 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1628 = "stablehlo.broadcast_in_dim"(%1627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1629 = "stablehlo.divide"(%1628, %1626) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1630 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1631 = "stablehlo.broadcast_in_dim"(%1630) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1632 = "stablehlo.broadcast_in_dim"(%1629) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1633 = "stablehlo.broadcast_in_dim"(%1631) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1634 = "stablehlo.broadcast_in_dim"(%1632) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1635 = "stablehlo.multiply"(%1633, %1634) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1636 = "stablehlo.concatenate"(%1635, %1635) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1637 = "stablehlo.cosine"(%1636) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1638 = "stablehlo.broadcast_in_dim"(%1637) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1639 = "stablehlo.sine"(%1636) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1640 = "stablehlo.broadcast_in_dim"(%1639) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1641 = "stablehlo.slice"(%1575) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1642 = "stablehlo.slice"(%1575) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1643 = "stablehlo.negate"(%1642) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %1644 = "stablehlo.concatenate"(%1643, %1641) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %1645 = "stablehlo.broadcast_in_dim"(%1638) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1646 = "stablehlo.multiply"(%1575, %1645) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1647 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1648 = "stablehlo.multiply"(%1644, %1647) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1649 = "stablehlo.add"(%1646, %1648) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1650 = "stablehlo.broadcast_in_dim"(%1649) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1651 = "stablehlo.reshape"(%1650) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1652 = "stablehlo.broadcast_in_dim"(%1577) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1653 = "stablehlo.reshape"(%1652) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1654 = "stablehlo.dot_general"(%1613, %1651) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %1655 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1656 = "stablehlo.sqrt"(%1655) : (tensor<f32>) -> tensor<f32>
      %1657 = "stablehlo.convert"(%1656) : (tensor<f32>) -> tensor<f32>
      %1658 = "stablehlo.broadcast_in_dim"(%1657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %1659 = "stablehlo.divide"(%1654, %1658) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1660 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %1661 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1662:2 = "func.call"(%1660, %1659, %1661) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %1663 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1664 = "stablehlo.reduce"(%1662#0, %1663) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg574: tensor<f32>, %arg575: tensor<f32>):
        %4250 = "stablehlo.maximum"(%arg574, %arg575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4250) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1665 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1666 = "stablehlo.broadcast_in_dim"(%1665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %1667 = "stablehlo.maximum"(%1666, %1664) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1669 = "stablehlo.broadcast_in_dim"(%1668) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1670 = "stablehlo.subtract"(%1662#0, %1669) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1671 = "stablehlo.exponential"(%1670) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1673 = "stablehlo.reduce"(%1671, %1672) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg572: tensor<f32>, %arg573: tensor<f32>):
        %4249 = "stablehlo.add"(%arg572, %arg573) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4249) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1674 = "stablehlo.broadcast_in_dim"(%1673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1675 = "stablehlo.broadcast_in_dim"(%1674) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1676 = "stablehlo.divide"(%1671, %1675) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1677 = "stablehlo.multiply"(%1674, %1674) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1678 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1679 = "stablehlo.broadcast_in_dim"(%1678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %1680 = "stablehlo.divide"(%1679, %1677) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1681 = "stablehlo.dot_general"(%1653, %1676) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %1682 = "stablehlo.transpose"(%1681) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %1683 = "stablehlo.reshape"(%1682) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %1684 = "stablehlo.dot_general"(%1683, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %1685 = "stablehlo.all_reduce"(%1684) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg570: tensor<f32>, %arg571: tensor<f32>):
        %4248 = "stablehlo.add"(%arg570, %arg571) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4248) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1686 = "stablehlo.add"(%1551, %1685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1687 = "stablehlo.multiply"(%1686, %1686) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1688 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1689 = "stablehlo.reduce"(%1687, %1688) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg568: tensor<f32>, %arg569: tensor<f32>):
        %4247 = "stablehlo.add"(%arg568, %arg569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4247) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1690 = "stablehlo.broadcast_in_dim"(%1689) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1691 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1692 = "stablehlo.broadcast_in_dim"(%1691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1693 = "stablehlo.divide"(%1690, %1692) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1694 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1695 = "stablehlo.broadcast_in_dim"(%1694) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1696 = "stablehlo.add"(%1693, %1695) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1697 = "stablehlo.rsqrt"(%1696) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1698 = "stablehlo.divide"(%1697, %1696) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1699 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1700 = "stablehlo.broadcast_in_dim"(%1699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1701 = "stablehlo.multiply"(%1700, %1698) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1702 = "stablehlo.broadcast_in_dim"(%1697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1703 = "stablehlo.multiply"(%1686, %1702) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1704 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1705 = "stablehlo.broadcast_in_dim"(%1704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1706 = "stablehlo.multiply"(%1703, %1705) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1707 = "stablehlo.dot_general"(%1706, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1708:3 = "func.call"(%1707) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %1709 = "stablehlo.dot_general"(%1706, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1710 = "stablehlo.multiply"(%1708#0, %1709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1711 = "stablehlo.dot_general"(%1710, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1712 = "stablehlo.all_reduce"(%1711) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
        %4246 = "stablehlo.add"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4246) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1713 = "stablehlo.add"(%1686, %1712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1714 = "stablehlo.multiply"(%1713, %1713) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1715 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1716 = "stablehlo.reduce"(%1714, %1715) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
        %4245 = "stablehlo.add"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4245) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1717 = "stablehlo.broadcast_in_dim"(%1716) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1718 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1719 = "stablehlo.broadcast_in_dim"(%1718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1720 = "stablehlo.divide"(%1717, %1719) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1721 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1722 = "stablehlo.broadcast_in_dim"(%1721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1723 = "stablehlo.add"(%1720, %1722) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1724 = "stablehlo.rsqrt"(%1723) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1725 = "stablehlo.divide"(%1724, %1723) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1726 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1727 = "stablehlo.broadcast_in_dim"(%1726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1728 = "stablehlo.multiply"(%1727, %1725) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1729 = "stablehlo.broadcast_in_dim"(%1724) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1730 = "stablehlo.multiply"(%1713, %1729) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1731 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1732 = "stablehlo.broadcast_in_dim"(%1731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1733 = "stablehlo.multiply"(%1730, %1732) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1734 = "stablehlo.dot_general"(%1733, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1735 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 3, 2, 128>, start_indices = array<i64: 2, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %1736 = "stablehlo.reshape"(%1735) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %1737 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1738 = "stablehlo.reduce"(%1734, %1737) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
        %4244 = "stablehlo.maximum"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4244) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1739 = "stablehlo.all_reduce"(%1738) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
        %4243 = "stablehlo.maximum"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4243) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1740 = "stablehlo.broadcast_in_dim"(%1739) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1741 = "stablehlo.broadcast_in_dim"(%1740) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1742 = "stablehlo.subtract"(%1734, %1741) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1743 = "stablehlo.exponential"(%1742) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1745 = "stablehlo.reduce"(%1743, %1744) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
        %4242 = "stablehlo.add"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4242) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1746 = "stablehlo.all_reduce"(%1745) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
        %4241 = "stablehlo.add"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4241) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1747 = "stablehlo.log"(%1746) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1748 = "stablehlo.add"(%1747, %1739) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %1749 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %1750 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %1751 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %1752 = "stablehlo.divide"(%1751, %1749) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1753 = "stablehlo.remainder"(%1752, %1750) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1754 = "stablehlo.convert"(%1753) : (tensor<ui32>) -> tensor<i32>
      %1755 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %1756 = "stablehlo.multiply"(%1754, %1755) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1757 = "stablehlo.broadcast_in_dim"(%1756) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1758 = "stablehlo.subtract"(%1736, %1757) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %1759 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1760 = "stablehlo.broadcast_in_dim"(%1759) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1761 = "stablehlo.compare"(%1758, %1760) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %1762 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %1763 = "stablehlo.broadcast_in_dim"(%1762) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %1764 = "stablehlo.compare"(%1758, %1763) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %1765 = "stablehlo.and"(%1761, %1764) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %1766 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1767 = "func.call"(%1765, %1758, %1766) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %1768 = "stablehlo.broadcast_in_dim"(%1767) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %1769:2 = "func.call"(%1734, %1768) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %1770 = "stablehlo.reshape"(%1769#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
      %1771 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1772:2 = "func.call"(%1765, %1770, %1771) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
      %1773 = "stablehlo.all_reduce"(%1772#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
        %4240 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4240) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %1774 = "stablehlo.subtract"(%1748, %1773) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %1775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1776 = "stablehlo.reduce"(%1774, %1775) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
        %4239 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4239) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
      %1777 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1778 = "stablehlo.divide"(%1776, %1777) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1779 = "stablehlo.collective_permute"(%1713) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1780 = "stablehlo.multiply"(%1779, %1779) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1781 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1782 = "stablehlo.reduce"(%1780, %1781) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
        %4238 = "stablehlo.add"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4238) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1783 = "stablehlo.broadcast_in_dim"(%1782) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1784 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1785 = "stablehlo.broadcast_in_dim"(%1784) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1786 = "stablehlo.divide"(%1783, %1785) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1787 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1788 = "stablehlo.broadcast_in_dim"(%1787) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1789 = "stablehlo.add"(%1786, %1788) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1790 = "stablehlo.rsqrt"(%1789) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1791 = "stablehlo.divide"(%1790, %1789) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1792 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1793 = "stablehlo.broadcast_in_dim"(%1792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1794 = "stablehlo.multiply"(%1793, %1791) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1795 = "stablehlo.broadcast_in_dim"(%1790) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1796 = "stablehlo.multiply"(%1779, %1795) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1797 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1798 = "stablehlo.broadcast_in_dim"(%1797) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1799 = "stablehlo.multiply"(%1796, %1798) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1800 = "stablehlo.dot_general"(%1799, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %1801 = "stablehlo.reshape"(%1800) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %1802 = "stablehlo.dot_general"(%1799, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1803 = "stablehlo.reshape"(%1802) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1804 = "stablehlo.dot_general"(%1799, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1805 = "stablehlo.reshape"(%1804) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1806 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1807 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1808 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1809 = "stablehlo.multiply"(%1808, %1806) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1810 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1811 = "stablehlo.broadcast_in_dim"(%1810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1812 = "stablehlo.add"(%1811, %1809) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1813 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1814 = "stablehlo.broadcast_in_dim"(%1813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1815 = "stablehlo.divide"(%1812, %1814) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1816 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1817 = "stablehlo.broadcast_in_dim"(%1816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1818 = "stablehlo.power"(%1817, %1815) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1819 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1820 = "stablehlo.broadcast_in_dim"(%1819) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1821 = "stablehlo.divide"(%1820, %1818) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1822 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1823 = "stablehlo.broadcast_in_dim"(%1822) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1824 = "stablehlo.broadcast_in_dim"(%1821) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1825 = "stablehlo.broadcast_in_dim"(%1823) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1826 = "stablehlo.broadcast_in_dim"(%1824) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1827 = "stablehlo.multiply"(%1825, %1826) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1828 = "stablehlo.concatenate"(%1827, %1827) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1829 = "stablehlo.cosine"(%1828) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1830 = "stablehlo.broadcast_in_dim"(%1829) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1831 = "stablehlo.sine"(%1828) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1832 = "stablehlo.broadcast_in_dim"(%1831) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1833 = "stablehlo.slice"(%1801) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1834 = "stablehlo.slice"(%1801) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1835 = "stablehlo.negate"(%1834) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %1836 = "stablehlo.concatenate"(%1835, %1833) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %1837 = "stablehlo.broadcast_in_dim"(%1830) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1838 = "stablehlo.multiply"(%1801, %1837) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1839 = "stablehlo.broadcast_in_dim"(%1832) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %1840 = "stablehlo.multiply"(%1836, %1839) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1841 = "stablehlo.add"(%1838, %1840) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1842 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1843 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1844 = "stablehlo.broadcast_in_dim"(%1843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1845 = "stablehlo.multiply"(%1844, %1842) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1847 = "stablehlo.broadcast_in_dim"(%1846) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1848 = "stablehlo.add"(%1847, %1845) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1849 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1850 = "stablehlo.broadcast_in_dim"(%1849) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1851 = "stablehlo.divide"(%1848, %1850) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1852 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1853 = "stablehlo.broadcast_in_dim"(%1852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1854 = "stablehlo.power"(%1853, %1851) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1855 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1856 = "stablehlo.broadcast_in_dim"(%1855) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1857 = "stablehlo.divide"(%1856, %1854) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1858 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1859 = "stablehlo.broadcast_in_dim"(%1858) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1860 = "stablehlo.broadcast_in_dim"(%1857) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1861 = "stablehlo.broadcast_in_dim"(%1859) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1862 = "stablehlo.broadcast_in_dim"(%1860) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1863 = "stablehlo.multiply"(%1861, %1862) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1864 = "stablehlo.concatenate"(%1863, %1863) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1865 = "stablehlo.cosine"(%1864) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1866 = "stablehlo.broadcast_in_dim"(%1865) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1867 = "stablehlo.sine"(%1864) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1868 = "stablehlo.broadcast_in_dim"(%1867) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1869 = "stablehlo.slice"(%1803) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1870 = "stablehlo.slice"(%1803) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %1871 = "stablehlo.negate"(%1870) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %1872 = "stablehlo.concatenate"(%1871, %1869) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %1873 = "stablehlo.broadcast_in_dim"(%1866) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1874 = "stablehlo.multiply"(%1803, %1873) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1875 = "stablehlo.broadcast_in_dim"(%1868) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1876 = "stablehlo.multiply"(%1872, %1875) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1877 = "stablehlo.add"(%1874, %1876) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %1878 = "stablehlo.broadcast_in_dim"(%1877) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1879 = "stablehlo.reshape"(%1878) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1880 = "stablehlo.broadcast_in_dim"(%1805) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %1881 = "stablehlo.reshape"(%1880) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %1882 = "stablehlo.dot_general"(%1841, %1879) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %1883 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1884 = "stablehlo.sqrt"(%1883) : (tensor<f32>) -> tensor<f32>
      %1885 = "stablehlo.convert"(%1884) : (tensor<f32>) -> tensor<f32>
      %1886 = "stablehlo.broadcast_in_dim"(%1885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %1887 = "stablehlo.divide"(%1882, %1886) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1888 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %1889 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1890:2 = "func.call"(%1888, %1887, %1889) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %1891 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1892 = "stablehlo.reduce"(%1890#0, %1891) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
        %4237 = "stablehlo.maximum"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4237) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1893 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1894 = "stablehlo.broadcast_in_dim"(%1893) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %1895 = "stablehlo.maximum"(%1894, %1892) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %1896 = "stablehlo.broadcast_in_dim"(%1895) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1897 = "stablehlo.broadcast_in_dim"(%1896) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1898 = "stablehlo.subtract"(%1890#0, %1897) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1899 = "stablehlo.exponential"(%1898) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1900 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1901 = "stablehlo.reduce"(%1899, %1900) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
        %4236 = "stablehlo.add"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4236) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %1902 = "stablehlo.broadcast_in_dim"(%1901) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %1903 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %1904 = "stablehlo.divide"(%1899, %1903) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %1905 = "stablehlo.multiply"(%1902, %1902) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1906 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1907 = "stablehlo.broadcast_in_dim"(%1906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %1908 = "stablehlo.divide"(%1907, %1905) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %1909 = "stablehlo.dot_general"(%1881, %1904) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %1910 = "stablehlo.transpose"(%1909) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %1911 = "stablehlo.reshape"(%1910) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %1912 = "stablehlo.dot_general"(%1911, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %1913 = "stablehlo.all_reduce"(%1912) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
        %4235 = "stablehlo.add"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4235) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1914 = "stablehlo.add"(%1779, %1913) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1915 = "stablehlo.multiply"(%1914, %1914) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1916 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1917 = "stablehlo.reduce"(%1915, %1916) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg542: tensor<f32>, %arg543: tensor<f32>):
        %4234 = "stablehlo.add"(%arg542, %arg543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4234) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1918 = "stablehlo.broadcast_in_dim"(%1917) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1919 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1920 = "stablehlo.broadcast_in_dim"(%1919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1921 = "stablehlo.divide"(%1918, %1920) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1922 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1923 = "stablehlo.broadcast_in_dim"(%1922) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1924 = "stablehlo.add"(%1921, %1923) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1925 = "stablehlo.rsqrt"(%1924) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1926 = "stablehlo.divide"(%1925, %1924) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1927 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1928 = "stablehlo.broadcast_in_dim"(%1927) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1929 = "stablehlo.multiply"(%1928, %1926) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1930 = "stablehlo.broadcast_in_dim"(%1925) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1931 = "stablehlo.multiply"(%1914, %1930) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1932 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1933 = "stablehlo.broadcast_in_dim"(%1932) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1934 = "stablehlo.multiply"(%1931, %1933) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1935 = "stablehlo.dot_general"(%1934, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1936:3 = "func.call"(%1935) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %1937 = "stablehlo.dot_general"(%1934, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1938 = "stablehlo.multiply"(%1936#0, %1937) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1939 = "stablehlo.dot_general"(%1938, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1940 = "stablehlo.all_reduce"(%1939) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
        %4233 = "stablehlo.add"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4233) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1941 = "stablehlo.add"(%1914, %1940) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1942 = "stablehlo.multiply"(%1941, %1941) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1943 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1944 = "stablehlo.reduce"(%1942, %1943) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
        %4232 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4232) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1945 = "stablehlo.broadcast_in_dim"(%1944) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1946 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1947 = "stablehlo.broadcast_in_dim"(%1946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1948 = "stablehlo.divide"(%1945, %1947) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1949 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1950 = "stablehlo.broadcast_in_dim"(%1949) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1951 = "stablehlo.add"(%1948, %1950) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1952 = "stablehlo.rsqrt"(%1951) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1953 = "stablehlo.divide"(%1952, %1951) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1954 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1955 = "stablehlo.broadcast_in_dim"(%1954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1956 = "stablehlo.multiply"(%1955, %1953) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1957 = "stablehlo.broadcast_in_dim"(%1952) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1958 = "stablehlo.multiply"(%1941, %1957) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1959 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1960 = "stablehlo.broadcast_in_dim"(%1959) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1961 = "stablehlo.multiply"(%1958, %1960) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1962 = "stablehlo.dot_general"(%1961, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %1963 = "stablehlo.reshape"(%1962) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %1964 = "stablehlo.dot_general"(%1961, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1965 = "stablehlo.reshape"(%1964) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1966 = "stablehlo.dot_general"(%1961, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
      %1967 = "stablehlo.reshape"(%1966) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %1968 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %1969 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1970 = "stablehlo.broadcast_in_dim"(%1969) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1971 = "stablehlo.multiply"(%1970, %1968) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1973 = "stablehlo.broadcast_in_dim"(%1972) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1974 = "stablehlo.add"(%1973, %1971) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1975 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %1976 = "stablehlo.broadcast_in_dim"(%1975) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1977 = "stablehlo.divide"(%1974, %1976) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1978 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %1979 = "stablehlo.broadcast_in_dim"(%1978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1980 = "stablehlo.power"(%1979, %1977) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1981 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1982 = "stablehlo.broadcast_in_dim"(%1981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1983 = "stablehlo.divide"(%1982, %1980) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1984 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %1985 = "stablehlo.broadcast_in_dim"(%1984) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %1986 = "stablehlo.broadcast_in_dim"(%1983) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %1987 = "stablehlo.broadcast_in_dim"(%1985) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %1988 = "stablehlo.broadcast_in_dim"(%1986) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %1989 = "stablehlo.multiply"(%1987, %1988) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %1990 = "stablehlo.concatenate"(%1989, %1989) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %1991 = "stablehlo.cosine"(%1990) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1992 = "stablehlo.broadcast_in_dim"(%1991) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1993 = "stablehlo.sine"(%1990) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %1994 = "stablehlo.broadcast_in_dim"(%1993) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %1995 = "stablehlo.slice"(%1963) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1996 = "stablehlo.slice"(%1963) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %1997 = "stablehlo.negate"(%1996) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %1998 = "stablehlo.concatenate"(%1997, %1995) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
      %1999 = "stablehlo.broadcast_in_dim"(%1992) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2000 = "stablehlo.multiply"(%1963, %1999) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2001 = "stablehlo.broadcast_in_dim"(%1994) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2002 = "stablehlo.multiply"(%1998, %2001) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2003 = "stablehlo.add"(%2000, %2002) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2004 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %2005 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2006 = "stablehlo.broadcast_in_dim"(%2005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %2007 = "stablehlo.multiply"(%2006, %2004) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %2008 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2009 = "stablehlo.broadcast_in_dim"(%2008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %2010 = "stablehlo.add"(%2009, %2007) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %2011 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %2012 = "stablehlo.broadcast_in_dim"(%2011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %2013 = "stablehlo.divide"(%2010, %2012) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %2014 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %2015 = "stablehlo.broadcast_in_dim"(%2014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %2016 = "stablehlo.power"(%2015, %2013) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %2017 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2018 = "stablehlo.broadcast_in_dim"(%2017) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %2019 = "stablehlo.divide"(%2018, %2016) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %2020 = "stablehlo.convert"(%127) : (tensor<128xi32>) -> tensor<128xf32>
      %2021 = "stablehlo.broadcast_in_dim"(%2020) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %2022 = "stablehlo.broadcast_in_dim"(%2019) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %2023 = "stablehlo.broadcast_in_dim"(%2021) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
      %2024 = "stablehlo.broadcast_in_dim"(%2022) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
      %2025 = "stablehlo.multiply"(%2023, %2024) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      %2026 = "stablehlo.concatenate"(%2025, %2025) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
      %2027 = "stablehlo.cosine"(%2026) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %2028 = "stablehlo.broadcast_in_dim"(%2027) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %2029 = "stablehlo.sine"(%2026) : (tensor<128x64xf32>) -> tensor<128x64xf32>
      %2030 = "stablehlo.broadcast_in_dim"(%2029) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
      %2031 = "stablehlo.slice"(%1965) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2032 = "stablehlo.slice"(%1965) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2033 = "stablehlo.negate"(%2032) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %2034 = "stablehlo.concatenate"(%2033, %2031) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
      %2035 = "stablehlo.broadcast_in_dim"(%2028) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2036 = "stablehlo.multiply"(%1965, %2035) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2037 = "stablehlo.broadcast_in_dim"(%2030) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2038 = "stablehlo.multiply"(%2034, %2037) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2039 = "stablehlo.add"(%2036, %2038) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2040 = "stablehlo.broadcast_in_dim"(%2039) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2041 = "stablehlo.reshape"(%2040) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2042 = "stablehlo.broadcast_in_dim"(%1967) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2043 = "stablehlo.reshape"(%2042) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2044 = "stablehlo.dot_general"(%2003, %2041) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %2045 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %2046 = "stablehlo.sqrt"(%2045) : (tensor<f32>) -> tensor<f32>
      %2047 = "stablehlo.convert"(%2046) : (tensor<f32>) -> tensor<f32>
      %2048 = "stablehlo.broadcast_in_dim"(%2047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %2049 = "stablehlo.divide"(%2044, %2048) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2050 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %2051 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %2052:2 = "func.call"(%2050, %2049, %2051) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
      %2053 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %2054 = "stablehlo.reduce"(%2052#0, %2053) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg536: tensor<f32>, %arg537: tensor<f32>):
        %4231 = "stablehlo.maximum"(%arg536, %arg537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4231) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2055 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %2056 = "stablehlo.broadcast_in_dim"(%2055) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
      %2057 = "stablehlo.maximum"(%2056, %2054) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
      %2058 = "stablehlo.broadcast_in_dim"(%2057) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2059 = "stablehlo.broadcast_in_dim"(%2058) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2060 = "stablehlo.subtract"(%2052#0, %2059) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2061 = "stablehlo.exponential"(%2060) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2062 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2063 = "stablehlo.reduce"(%2061, %2062) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
        %4230 = "stablehlo.add"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4230) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2064 = "stablehlo.broadcast_in_dim"(%2063) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2065 = "stablehlo.broadcast_in_dim"(%2064) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2066 = "stablehlo.divide"(%2061, %2065) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2067 = "stablehlo.multiply"(%2064, %2064) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2068 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2069 = "stablehlo.broadcast_in_dim"(%2068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
      %2070 = "stablehlo.divide"(%2069, %2067) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2071 = "stablehlo.dot_general"(%2043, %2066) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %2072 = "stablehlo.transpose"(%2071) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %2073 = "stablehlo.reshape"(%2072) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %2074 = "stablehlo.dot_general"(%2073, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %2075 = "stablehlo.all_reduce"(%2074) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
        %4229 = "stablehlo.add"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4229) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2076 = "stablehlo.add"(%1941, %2075) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2077 = "stablehlo.multiply"(%2076, %2076) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2078 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2079 = "stablehlo.reduce"(%2077, %2078) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
        %4228 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4228) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2080 = "stablehlo.broadcast_in_dim"(%2079) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2081 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %2082 = "stablehlo.broadcast_in_dim"(%2081) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2083 = "stablehlo.divide"(%2080, %2082) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2084 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %2085 = "stablehlo.broadcast_in_dim"(%2084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2086 = "stablehlo.add"(%2083, %2085) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2087 = "stablehlo.rsqrt"(%2086) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2088 = "stablehlo.divide"(%2087, %2086) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2089 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %2090 = "stablehlo.broadcast_in_dim"(%2089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2091 = "stablehlo.multiply"(%2090, %2088) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2092 = "stablehlo.broadcast_in_dim"(%2087) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2093 = "stablehlo.multiply"(%2076, %2092) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2094 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2095 = "stablehlo.broadcast_in_dim"(%2094) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2096 = "stablehlo.multiply"(%2093, %2095) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2097 = "stablehlo.dot_general"(%2096, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2098:3 = "func.call"(%2097) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %2099 = "stablehlo.dot_general"(%2096, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2100 = "stablehlo.multiply"(%2098#0, %2099) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2101 = "stablehlo.dot_general"(%2100, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2102 = "stablehlo.all_reduce"(%2101) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
        %4227 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4227) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2103 = "stablehlo.add"(%2076, %2102) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2104 = "stablehlo.multiply"(%2103, %2103) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2106 = "stablehlo.reduce"(%2104, %2105) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
        %4226 = "stablehlo.add"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4226) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2107 = "stablehlo.broadcast_in_dim"(%2106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2108 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %2109 = "stablehlo.broadcast_in_dim"(%2108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2110 = "stablehlo.divide"(%2107, %2109) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2111 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %2112 = "stablehlo.broadcast_in_dim"(%2111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2113 = "stablehlo.add"(%2110, %2112) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2114 = "stablehlo.rsqrt"(%2113) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2115 = "stablehlo.divide"(%2114, %2113) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2116 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %2117 = "stablehlo.broadcast_in_dim"(%2116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2118 = "stablehlo.multiply"(%2117, %2115) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2119 = "stablehlo.broadcast_in_dim"(%2114) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2120 = "stablehlo.multiply"(%2103, %2119) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2121 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2122 = "stablehlo.broadcast_in_dim"(%2121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2123 = "stablehlo.multiply"(%2120, %2122) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2124 = "stablehlo.dot_general"(%2123, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2125 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 4, 2, 128>, start_indices = array<i64: 3, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
      %2126 = "stablehlo.reshape"(%2125) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
      %2127 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %2128 = "stablehlo.reduce"(%2124, %2127) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
        %4225 = "stablehlo.maximum"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4225) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2129 = "stablehlo.all_reduce"(%2128) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg522: tensor<f32>, %arg523: tensor<f32>):
        %4224 = "stablehlo.maximum"(%arg522, %arg523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4224) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2130 = "stablehlo.broadcast_in_dim"(%2129) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2131 = "stablehlo.broadcast_in_dim"(%2130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2132 = "stablehlo.subtract"(%2124, %2131) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2133 = "stablehlo.exponential"(%2132) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2135 = "stablehlo.reduce"(%2133, %2134) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg520: tensor<f32>, %arg521: tensor<f32>):
        %4223 = "stablehlo.add"(%arg520, %arg521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4223) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2136 = "stablehlo.all_reduce"(%2135) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg518: tensor<f32>, %arg519: tensor<f32>):
        %4222 = "stablehlo.add"(%arg518, %arg519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4222) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2137 = "stablehlo.log"(%2136) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2138 = "stablehlo.add"(%2137, %2129) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2139 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %2140 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %2141 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %2142 = "stablehlo.divide"(%2141, %2139) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %2143 = "stablehlo.remainder"(%2142, %2140) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %2144 = "stablehlo.convert"(%2143) : (tensor<ui32>) -> tensor<i32>
      %2145 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %2146 = "stablehlo.multiply"(%2144, %2145) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %2147 = "stablehlo.broadcast_in_dim"(%2146) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %2148 = "stablehlo.subtract"(%2126, %2147) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
      %2149 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %2150 = "stablehlo.broadcast_in_dim"(%2149) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %2151 = "stablehlo.compare"(%2148, %2150) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %2152 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
      %2153 = "stablehlo.broadcast_in_dim"(%2152) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
      %2154 = "stablehlo.compare"(%2148, %2153) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
      %2155 = "stablehlo.and"(%2151, %2154) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
      %2156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %2157 = "func.call"(%2155, %2148, %2156) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
      %2158 = "stablehlo.broadcast_in_dim"(%2157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %2159:2 = "func.call"(%2124, %2158) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %2160 = "stablehlo.reshape"(%2159#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
      %2161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2162:2 = "func.call"(%2155, %2160, %2161) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
      %2163 = "stablehlo.all_reduce"(%2162#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg516: tensor<f32>, %arg517: tensor<f32>):
        %4221 = "stablehlo.add"(%arg516, %arg517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4221) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2164 = "stablehlo.subtract"(%2138, %2163) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2166 = "stablehlo.reduce"(%2164, %2165) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
        %4220 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4220) : (tensor<f32>) -> ()
      }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
      %2167 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %2168 = "stablehlo.divide"(%2166, %2167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2169 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %2170 = "stablehlo.compare"(%126, %2169) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %2171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2172 = "stablehlo.add"(%2171, %940) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2173 = "stablehlo.add"(%2172, %1359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2174 = "stablehlo.add"(%2173, %1778) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2175 = "stablehlo.add"(%2174, %2168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2176 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2177 = "stablehlo.divide"(%2175, %2176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2179:2 = "func.call"(%2170, %2177, %2178) <{callee = @_where_6}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i1>)
      %2180 = "stablehlo.all_reduce"(%2179#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
        %4219 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4219) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %2181 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2182 = "func.call"(%2179#1, %2181) <{callee = @_where_7}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
      %2183 = "stablehlo.divide"(%2182, %2176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2184 = "stablehlo.divide"(%2183, %2167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2185 = "stablehlo.broadcast_in_dim"(%2184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
      %2186 = "stablehlo.negate"(%2185) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2187 = "func.call"(%2162#1, %2186) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2188 = "stablehlo.broadcast_in_dim"(%2187) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2189 = "func.call"(%2159#1, %2188) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2190 = "stablehlo.divide"(%2185, %2136) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2191 = "stablehlo.broadcast_in_dim"(%2190) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2192 = "stablehlo.multiply"(%2191, %2133) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2193 = "stablehlo.add"(%2189, %2192) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2194 = "stablehlo.dot_general"(%2193, %2123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2195 = "stablehlo.transpose"(%2194) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2196 = "stablehlo.dot_general"(%2193, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2197 = "stablehlo.all_reduce"(%2195) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
        %4218 = "stablehlo.add"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4218) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2198 = "stablehlo.all_reduce"(%2196) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg508: tensor<f32>, %arg509: tensor<f32>):
        %4217 = "stablehlo.add"(%arg508, %arg509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4217) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2199 = "stablehlo.multiply"(%2120, %2198) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2201 = "stablehlo.reduce"(%2199, %2200) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg506: tensor<f32>, %arg507: tensor<f32>):
        %4216 = "stablehlo.add"(%arg506, %arg507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4216) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2202 = "stablehlo.reshape"(%2201) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2203 = "stablehlo.broadcast_in_dim"(%2121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2204 = "stablehlo.multiply"(%2198, %2203) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2205 = "stablehlo.all_reduce"(%2202) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg504: tensor<f32>, %arg505: tensor<f32>):
        %4215 = "stablehlo.add"(%arg504, %arg505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4215) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %2206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2207 = "stablehlo.reduce"(%2205, %2206) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg502: tensor<f32>, %arg503: tensor<f32>):
        %4214 = "stablehlo.add"(%arg502, %arg503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4214) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2208 = "stablehlo.multiply"(%2103, %2204) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2210 = "stablehlo.reduce"(%2208, %2209) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
        %4213 = "stablehlo.add"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4213) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2211 = "stablehlo.reshape"(%2210) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2212 = "stablehlo.broadcast_in_dim"(%2114) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2213 = "stablehlo.multiply"(%2204, %2212) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2214 = "stablehlo.multiply"(%2211, %2118) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2215 = "stablehlo.broadcast_in_dim"(%2108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2216 = "stablehlo.divide"(%2214, %2215) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2217 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2218 = "stablehlo.reduce"(%2216, %2217) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
        %4212 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4212) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2219 = "stablehlo.broadcast_in_dim"(%2218) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2220 = "stablehlo.multiply"(%2103, %2219) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2221 = "stablehlo.add"(%2213, %2220) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2222 = "stablehlo.multiply"(%2219, %2103) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2223 = "stablehlo.add"(%2221, %2222) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2224 = "stablehlo.dot_general"(%2223, %2100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2225 = "stablehlo.transpose"(%2224) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2226 = "stablehlo.dot_general"(%2223, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2227 = "stablehlo.multiply"(%2098#0, %2226) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2228 = "stablehlo.multiply"(%2226, %2099) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2229 = "stablehlo.dot_general"(%2227, %2096) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2230 = "stablehlo.transpose"(%2229) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2231 = "stablehlo.dot_general"(%2227, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2232 = "stablehlo.all_reduce"(%2231) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
        %4211 = "stablehlo.add"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4211) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2233 = "func.call"(%2098#1, %2098#2, %2097, %2228) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2234 = "stablehlo.dot_general"(%2233, %2096) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2235 = "stablehlo.transpose"(%2234) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2236 = "stablehlo.dot_general"(%2233, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2237 = "stablehlo.all_reduce"(%2236) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
        %4210 = "stablehlo.add"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4210) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2238 = "stablehlo.add"(%2232, %2237) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2239 = "stablehlo.multiply"(%2093, %2238) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2241 = "stablehlo.reduce"(%2239, %2240) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg492: tensor<f32>, %arg493: tensor<f32>):
        %4209 = "stablehlo.add"(%arg492, %arg493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4209) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2242 = "stablehlo.reshape"(%2241) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2243 = "stablehlo.broadcast_in_dim"(%2094) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2244 = "stablehlo.multiply"(%2238, %2243) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2246 = "stablehlo.reduce"(%2242, %2245) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg490: tensor<f32>, %arg491: tensor<f32>):
        %4208 = "stablehlo.add"(%arg490, %arg491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4208) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2247 = "stablehlo.multiply"(%2076, %2244) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2249 = "stablehlo.reduce"(%2247, %2248) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
        %4207 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4207) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2250 = "stablehlo.reshape"(%2249) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2251 = "stablehlo.broadcast_in_dim"(%2087) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2252 = "stablehlo.multiply"(%2244, %2251) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2253 = "stablehlo.add"(%2223, %2252) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2254 = "stablehlo.multiply"(%2250, %2091) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2255 = "stablehlo.broadcast_in_dim"(%2081) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2256 = "stablehlo.divide"(%2254, %2255) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2258 = "stablehlo.reduce"(%2256, %2257) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
        %4206 = "stablehlo.add"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4206) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2259 = "stablehlo.broadcast_in_dim"(%2258) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2260 = "stablehlo.multiply"(%2076, %2259) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2261 = "stablehlo.add"(%2253, %2260) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2262 = "stablehlo.multiply"(%2259, %2076) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2263 = "stablehlo.add"(%2261, %2262) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2264 = "stablehlo.dot_general"(%2263, %2073) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %2265 = "stablehlo.transpose"(%2264) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %2266 = "stablehlo.dot_general"(%2263, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %2267 = "stablehlo.reshape"(%2266) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %2268 = "stablehlo.transpose"(%2267) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %2269 = "stablehlo.dot_general"(%2268, %2043) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %2270 = "stablehlo.dot_general"(%2268, %2066) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %2271 = "stablehlo.transpose"(%2270) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %2272 = "stablehlo.broadcast_in_dim"(%2070) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2273 = "stablehlo.multiply"(%2269, %2272) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2274 = "stablehlo.multiply"(%2273, %2061) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2276 = "stablehlo.reduce"(%2274, %2275) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
        %4205 = "stablehlo.add"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4205) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2277 = "stablehlo.reshape"(%2276) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2278 = "stablehlo.negate"(%2277) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2279 = "stablehlo.broadcast_in_dim"(%2064) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2280 = "stablehlo.divide"(%2269, %2279) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2282 = "stablehlo.reduce"(%2278, %2281) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
        %4204 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4204) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2283 = "stablehlo.broadcast_in_dim"(%2282) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %2284 = "stablehlo.add"(%2280, %2283) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2285 = "stablehlo.multiply"(%2284, %2061) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2286 = "func.call"(%2052#1, %2285) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2287 = "stablehlo.broadcast_in_dim"(%2047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %2288 = "stablehlo.divide"(%2286, %2287) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2289 = "stablehlo.dot_general"(%2288, %2003) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2290 = "stablehlo.transpose"(%2289) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2291 = "stablehlo.dot_general"(%2288, %2041) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2292 = "stablehlo.transpose"(%2291) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2293 = "stablehlo.reshape"(%2271) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2295 = "stablehlo.reduce"(%2293, %2294) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg480: tensor<f32>, %arg481: tensor<f32>):
        %4203 = "stablehlo.add"(%arg480, %arg481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4203) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2296 = "stablehlo.broadcast_in_dim"(%2295) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2297 = "stablehlo.reshape"(%2290) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2299 = "stablehlo.reduce"(%2297, %2298) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
        %4202 = "stablehlo.add"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4202) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2300 = "stablehlo.broadcast_in_dim"(%2299) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2301 = "stablehlo.broadcast_in_dim"(%2030) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2302 = "stablehlo.multiply"(%2300, %2301) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2303 = "stablehlo.broadcast_in_dim"(%2028) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2304 = "stablehlo.multiply"(%2300, %2303) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2305 = "stablehlo.slice"(%2302) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2306 = "stablehlo.slice"(%2302) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2307 = "stablehlo.negate"(%2305) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %2308 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2309 = "stablehlo.pad"(%2307, %2308) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2310 = "stablehlo.add"(%2304, %2309) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2311 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2312 = "stablehlo.pad"(%2306, %2311) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2313 = "stablehlo.add"(%2310, %2312) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2314 = "stablehlo.broadcast_in_dim"(%1994) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2315 = "stablehlo.multiply"(%2292, %2314) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2316 = "stablehlo.broadcast_in_dim"(%1992) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2317 = "stablehlo.multiply"(%2292, %2316) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2318 = "stablehlo.slice"(%2315) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2319 = "stablehlo.slice"(%2315) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2320 = "stablehlo.negate"(%2318) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %2321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2322 = "stablehlo.pad"(%2320, %2321) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2323 = "stablehlo.add"(%2317, %2322) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2325 = "stablehlo.pad"(%2319, %2324) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2326 = "stablehlo.add"(%2323, %2325) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2327 = "stablehlo.reshape"(%2296) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2328 = "stablehlo.dot_general"(%2327, %1961) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2329 = "stablehlo.transpose"(%2328) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2330 = "stablehlo.dot_general"(%2327, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2331 = "stablehlo.all_reduce"(%2330) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
        %4201 = "stablehlo.add"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4201) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2332 = "stablehlo.reshape"(%2313) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2333 = "stablehlo.dot_general"(%2332, %1961) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2334 = "stablehlo.transpose"(%2333) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2335 = "stablehlo.dot_general"(%2332, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2336 = "stablehlo.all_reduce"(%2335) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg474: tensor<f32>, %arg475: tensor<f32>):
        %4200 = "stablehlo.add"(%arg474, %arg475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4200) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2337 = "stablehlo.add"(%2331, %2336) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2338 = "stablehlo.reshape"(%2326) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %2339 = "stablehlo.dot_general"(%2338, %1961) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %2340 = "stablehlo.transpose"(%2339) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %2341 = "stablehlo.dot_general"(%2338, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %2342 = "stablehlo.all_reduce"(%2341) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
        %4199 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4199) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2343 = "stablehlo.add"(%2337, %2342) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2344 = "stablehlo.multiply"(%1958, %2343) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2345 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2346 = "stablehlo.reduce"(%2344, %2345) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
        %4198 = "stablehlo.add"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4198) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2347 = "stablehlo.reshape"(%2346) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2348 = "stablehlo.broadcast_in_dim"(%1959) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2349 = "stablehlo.multiply"(%2343, %2348) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2350 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2351 = "stablehlo.reduce"(%2347, %2350) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg468: tensor<f32>, %arg469: tensor<f32>):
        %4197 = "stablehlo.add"(%arg468, %arg469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4197) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2352 = "stablehlo.multiply"(%1941, %2349) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2354 = "stablehlo.reduce"(%2352, %2353) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
        %4196 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4196) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2355 = "stablehlo.reshape"(%2354) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2356 = "stablehlo.broadcast_in_dim"(%1952) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2357 = "stablehlo.multiply"(%2349, %2356) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2358 = "stablehlo.add"(%2263, %2357) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2359 = "stablehlo.multiply"(%2355, %1956) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2360 = "stablehlo.broadcast_in_dim"(%1946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2361 = "stablehlo.divide"(%2359, %2360) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2362 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2363 = "stablehlo.reduce"(%2361, %2362) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
        %4195 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4195) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2364 = "stablehlo.broadcast_in_dim"(%2363) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2365 = "stablehlo.multiply"(%1941, %2364) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2366 = "stablehlo.add"(%2358, %2365) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2367 = "stablehlo.multiply"(%2364, %1941) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2368 = "stablehlo.add"(%2366, %2367) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2369 = "stablehlo.dot_general"(%2368, %1938) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2370 = "stablehlo.transpose"(%2369) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2371 = "stablehlo.dot_general"(%2368, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2372 = "stablehlo.multiply"(%1936#0, %2371) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2373 = "stablehlo.multiply"(%2371, %1937) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2374 = "stablehlo.dot_general"(%2372, %1934) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2375 = "stablehlo.transpose"(%2374) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2376 = "stablehlo.dot_general"(%2372, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2377 = "stablehlo.all_reduce"(%2376) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
        %4194 = "stablehlo.add"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4194) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2378 = "func.call"(%1936#1, %1936#2, %1935, %2373) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2379 = "stablehlo.dot_general"(%2378, %1934) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2380 = "stablehlo.transpose"(%2379) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2381 = "stablehlo.dot_general"(%2378, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2382 = "stablehlo.all_reduce"(%2381) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
        %4193 = "stablehlo.add"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4193) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2383 = "stablehlo.add"(%2377, %2382) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2384 = "stablehlo.multiply"(%1931, %2383) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2385 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2386 = "stablehlo.reduce"(%2384, %2385) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg458: tensor<f32>, %arg459: tensor<f32>):
        %4192 = "stablehlo.add"(%arg458, %arg459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4192) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2387 = "stablehlo.reshape"(%2386) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2388 = "stablehlo.broadcast_in_dim"(%1932) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2389 = "stablehlo.multiply"(%2383, %2388) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2391 = "stablehlo.reduce"(%2387, %2390) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg456: tensor<f32>, %arg457: tensor<f32>):
        %4191 = "stablehlo.add"(%arg456, %arg457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4191) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2392 = "stablehlo.multiply"(%1914, %2389) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2393 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2394 = "stablehlo.reduce"(%2392, %2393) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg454: tensor<f32>, %arg455: tensor<f32>):
        %4190 = "stablehlo.add"(%arg454, %arg455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4190) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2395 = "stablehlo.reshape"(%2394) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2396 = "stablehlo.broadcast_in_dim"(%1925) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2397 = "stablehlo.multiply"(%2389, %2396) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2398 = "stablehlo.add"(%2368, %2397) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2399 = "stablehlo.multiply"(%2395, %1929) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2400 = "stablehlo.broadcast_in_dim"(%1919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2401 = "stablehlo.divide"(%2399, %2400) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2402 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2403 = "stablehlo.reduce"(%2401, %2402) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg452: tensor<f32>, %arg453: tensor<f32>):
        %4189 = "stablehlo.add"(%arg452, %arg453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4189) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2404 = "stablehlo.broadcast_in_dim"(%2403) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2405 = "stablehlo.multiply"(%1914, %2404) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2406 = "stablehlo.add"(%2398, %2405) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2407 = "stablehlo.multiply"(%2404, %1914) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2408 = "stablehlo.add"(%2406, %2407) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2409 = "stablehlo.dot_general"(%2408, %1911) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %2410 = "stablehlo.transpose"(%2409) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %2411 = "stablehlo.dot_general"(%2408, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %2412 = "stablehlo.reshape"(%2411) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %2413 = "stablehlo.transpose"(%2412) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %2414 = "stablehlo.dot_general"(%2413, %1881) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %2415 = "stablehlo.dot_general"(%2413, %1904) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %2416 = "stablehlo.transpose"(%2415) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %2417 = "stablehlo.broadcast_in_dim"(%1908) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2418 = "stablehlo.multiply"(%2414, %2417) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2419 = "stablehlo.multiply"(%2418, %1899) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2421 = "stablehlo.reduce"(%2419, %2420) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg450: tensor<f32>, %arg451: tensor<f32>):
        %4188 = "stablehlo.add"(%arg450, %arg451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4188) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2422 = "stablehlo.reshape"(%2421) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2423 = "stablehlo.negate"(%2422) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2424 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2425 = "stablehlo.divide"(%2414, %2424) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2426 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2427 = "stablehlo.reduce"(%2423, %2426) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg448: tensor<f32>, %arg449: tensor<f32>):
        %4187 = "stablehlo.add"(%arg448, %arg449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4187) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2428 = "stablehlo.broadcast_in_dim"(%2427) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %2429 = "stablehlo.add"(%2425, %2428) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2430 = "stablehlo.multiply"(%2429, %1899) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2431 = "func.call"(%1890#1, %2430) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2432 = "stablehlo.broadcast_in_dim"(%1885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %2433 = "stablehlo.divide"(%2431, %2432) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2434 = "stablehlo.dot_general"(%2433, %1841) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2435 = "stablehlo.transpose"(%2434) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2436 = "stablehlo.dot_general"(%2433, %1879) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2437 = "stablehlo.transpose"(%2436) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2438 = "stablehlo.reshape"(%2416) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2439 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2440 = "stablehlo.reduce"(%2438, %2439) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
        %4186 = "stablehlo.add"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4186) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2441 = "stablehlo.broadcast_in_dim"(%2440) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2442 = "stablehlo.reshape"(%2435) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2443 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2444 = "stablehlo.reduce"(%2442, %2443) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
        %4185 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4185) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2445 = "stablehlo.broadcast_in_dim"(%2444) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2446 = "stablehlo.broadcast_in_dim"(%1868) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2447 = "stablehlo.multiply"(%2445, %2446) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2448 = "stablehlo.broadcast_in_dim"(%1866) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2449 = "stablehlo.multiply"(%2445, %2448) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2450 = "stablehlo.slice"(%2447) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2451 = "stablehlo.slice"(%2447) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2452 = "stablehlo.negate"(%2450) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %2453 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2454 = "stablehlo.pad"(%2452, %2453) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2455 = "stablehlo.add"(%2449, %2454) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2457 = "stablehlo.pad"(%2451, %2456) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2458 = "stablehlo.add"(%2455, %2457) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2459 = "stablehlo.broadcast_in_dim"(%1832) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2460 = "stablehlo.multiply"(%2437, %2459) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2461 = "stablehlo.broadcast_in_dim"(%1830) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2462 = "stablehlo.multiply"(%2437, %2461) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2463 = "stablehlo.slice"(%2460) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2464 = "stablehlo.slice"(%2460) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2465 = "stablehlo.negate"(%2463) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %2466 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2467 = "stablehlo.pad"(%2465, %2466) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2468 = "stablehlo.add"(%2462, %2467) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2470 = "stablehlo.pad"(%2464, %2469) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2471 = "stablehlo.add"(%2468, %2470) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2472 = "stablehlo.reshape"(%2441) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2473 = "stablehlo.dot_general"(%2472, %1799) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2474 = "stablehlo.transpose"(%2473) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2475 = "stablehlo.dot_general"(%2472, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2476 = "stablehlo.all_reduce"(%2475) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
        %4184 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4184) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2477 = "stablehlo.reshape"(%2458) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2478 = "stablehlo.dot_general"(%2477, %1799) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2479 = "stablehlo.transpose"(%2478) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2480 = "stablehlo.dot_general"(%2477, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2481 = "stablehlo.all_reduce"(%2480) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
        %4183 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4183) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2482 = "stablehlo.add"(%2476, %2481) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2483 = "stablehlo.reshape"(%2471) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %2484 = "stablehlo.dot_general"(%2483, %1799) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %2485 = "stablehlo.transpose"(%2484) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %2486 = "stablehlo.dot_general"(%2483, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %2487 = "stablehlo.all_reduce"(%2486) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg438: tensor<f32>, %arg439: tensor<f32>):
        %4182 = "stablehlo.add"(%arg438, %arg439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4182) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2488 = "stablehlo.add"(%2482, %2487) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2489 = "stablehlo.multiply"(%1796, %2488) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2490 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2491 = "stablehlo.reduce"(%2489, %2490) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg436: tensor<f32>, %arg437: tensor<f32>):
        %4181 = "stablehlo.add"(%arg436, %arg437) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4181) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2492 = "stablehlo.reshape"(%2491) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2493 = "stablehlo.broadcast_in_dim"(%1797) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2494 = "stablehlo.multiply"(%2488, %2493) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2496 = "stablehlo.reduce"(%2492, %2495) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg434: tensor<f32>, %arg435: tensor<f32>):
        %4180 = "stablehlo.add"(%arg434, %arg435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4180) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2497 = "stablehlo.multiply"(%1779, %2494) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2498 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2499 = "stablehlo.reduce"(%2497, %2498) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
        %4179 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4179) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2500 = "stablehlo.reshape"(%2499) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2501 = "stablehlo.broadcast_in_dim"(%1790) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2502 = "stablehlo.multiply"(%2494, %2501) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2503 = "stablehlo.add"(%2408, %2502) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2504 = "stablehlo.multiply"(%2500, %1794) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2505 = "stablehlo.broadcast_in_dim"(%1784) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2506 = "stablehlo.divide"(%2504, %2505) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2507 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2508 = "stablehlo.reduce"(%2506, %2507) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
        %4178 = "stablehlo.add"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4178) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2509 = "stablehlo.broadcast_in_dim"(%2508) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2510 = "stablehlo.multiply"(%1779, %2509) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2511 = "stablehlo.add"(%2503, %2510) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2512 = "stablehlo.multiply"(%2509, %1779) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2513 = "stablehlo.add"(%2511, %2512) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2514 = "stablehlo.collective_permute"(%2513) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2515 = "stablehlo.divide"(%2183, %1777) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2516 = "stablehlo.broadcast_in_dim"(%2515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
      %2517 = "stablehlo.negate"(%2516) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2518 = "func.call"(%1772#1, %2517) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2519 = "stablehlo.broadcast_in_dim"(%2518) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2520 = "func.call"(%1769#1, %2519) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2521 = "stablehlo.divide"(%2516, %1746) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2522 = "stablehlo.broadcast_in_dim"(%2521) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2523 = "stablehlo.multiply"(%2522, %1743) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2524 = "stablehlo.add"(%2520, %2523) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2525 = "stablehlo.dot_general"(%2524, %1733) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2526 = "stablehlo.transpose"(%2525) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2527 = "stablehlo.dot_general"(%2524, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2528 = "stablehlo.all_reduce"(%2526) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
        %4177 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4177) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2529 = "stablehlo.add"(%2197, %2528) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2530 = "stablehlo.all_reduce"(%2527) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
        %4176 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4176) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2531 = "stablehlo.multiply"(%1730, %2530) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2532 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2533 = "stablehlo.reduce"(%2531, %2532) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg424: tensor<f32>, %arg425: tensor<f32>):
        %4175 = "stablehlo.add"(%arg424, %arg425) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4175) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2534 = "stablehlo.reshape"(%2533) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2535 = "stablehlo.broadcast_in_dim"(%1731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2536 = "stablehlo.multiply"(%2530, %2535) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2537 = "stablehlo.all_reduce"(%2534) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg422: tensor<f32>, %arg423: tensor<f32>):
        %4174 = "stablehlo.add"(%arg422, %arg423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4174) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %2538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2539 = "stablehlo.reduce"(%2537, %2538) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg420: tensor<f32>, %arg421: tensor<f32>):
        %4173 = "stablehlo.add"(%arg420, %arg421) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4173) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2540 = "stablehlo.add"(%2207, %2539) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2541 = "stablehlo.multiply"(%1713, %2536) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2542 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2543 = "stablehlo.reduce"(%2541, %2542) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg418: tensor<f32>, %arg419: tensor<f32>):
        %4172 = "stablehlo.add"(%arg418, %arg419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4172) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2544 = "stablehlo.reshape"(%2543) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2545 = "stablehlo.broadcast_in_dim"(%1724) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2546 = "stablehlo.multiply"(%2536, %2545) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2547 = "stablehlo.add"(%2514, %2546) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2548 = "stablehlo.multiply"(%2544, %1728) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2549 = "stablehlo.broadcast_in_dim"(%1718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2550 = "stablehlo.divide"(%2548, %2549) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2552 = "stablehlo.reduce"(%2550, %2551) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg416: tensor<f32>, %arg417: tensor<f32>):
        %4171 = "stablehlo.add"(%arg416, %arg417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4171) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2553 = "stablehlo.broadcast_in_dim"(%2552) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2554 = "stablehlo.multiply"(%1713, %2553) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2555 = "stablehlo.add"(%2547, %2554) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2556 = "stablehlo.multiply"(%2553, %1713) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2557 = "stablehlo.add"(%2555, %2556) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2558 = "stablehlo.dot_general"(%2557, %1710) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2559 = "stablehlo.transpose"(%2558) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2560 = "stablehlo.add"(%2225, %2559) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2561 = "stablehlo.dot_general"(%2557, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2562 = "stablehlo.multiply"(%1708#0, %2561) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2563 = "stablehlo.multiply"(%2561, %1709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2564 = "stablehlo.dot_general"(%2562, %1706) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2565 = "stablehlo.transpose"(%2564) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2566 = "stablehlo.add"(%2230, %2565) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2567 = "stablehlo.dot_general"(%2562, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2568 = "stablehlo.all_reduce"(%2567) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg414: tensor<f32>, %arg415: tensor<f32>):
        %4170 = "stablehlo.add"(%arg414, %arg415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4170) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2569 = "func.call"(%1708#1, %1708#2, %1707, %2563) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2570 = "stablehlo.dot_general"(%2569, %1706) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2571 = "stablehlo.transpose"(%2570) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2572 = "stablehlo.add"(%2235, %2571) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2573 = "stablehlo.dot_general"(%2569, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2574 = "stablehlo.all_reduce"(%2573) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg412: tensor<f32>, %arg413: tensor<f32>):
        %4169 = "stablehlo.add"(%arg412, %arg413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4169) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2575 = "stablehlo.add"(%2568, %2574) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2576 = "stablehlo.multiply"(%1703, %2575) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2577 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2578 = "stablehlo.reduce"(%2576, %2577) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
        %4168 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4168) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2579 = "stablehlo.reshape"(%2578) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2580 = "stablehlo.broadcast_in_dim"(%1704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2581 = "stablehlo.multiply"(%2575, %2580) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2583 = "stablehlo.reduce"(%2579, %2582) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
        %4167 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4167) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2584 = "stablehlo.add"(%2246, %2583) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2585 = "stablehlo.multiply"(%1686, %2581) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2587 = "stablehlo.reduce"(%2585, %2586) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg406: tensor<f32>, %arg407: tensor<f32>):
        %4166 = "stablehlo.add"(%arg406, %arg407) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4166) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2588 = "stablehlo.reshape"(%2587) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2589 = "stablehlo.broadcast_in_dim"(%1697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2590 = "stablehlo.multiply"(%2581, %2589) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2591 = "stablehlo.add"(%2557, %2590) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2592 = "stablehlo.multiply"(%2588, %1701) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2593 = "stablehlo.broadcast_in_dim"(%1691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2594 = "stablehlo.divide"(%2592, %2593) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2595 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2596 = "stablehlo.reduce"(%2594, %2595) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
        %4165 = "stablehlo.add"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4165) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2597 = "stablehlo.broadcast_in_dim"(%2596) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2598 = "stablehlo.multiply"(%1686, %2597) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2599 = "stablehlo.add"(%2591, %2598) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2600 = "stablehlo.multiply"(%2597, %1686) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2601 = "stablehlo.add"(%2599, %2600) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2602 = "stablehlo.dot_general"(%2601, %1683) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %2603 = "stablehlo.transpose"(%2602) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %2604 = "stablehlo.add"(%2265, %2603) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %2605 = "stablehlo.dot_general"(%2601, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %2606 = "stablehlo.reshape"(%2605) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %2607 = "stablehlo.transpose"(%2606) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %2608 = "stablehlo.dot_general"(%2607, %1653) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %2609 = "stablehlo.dot_general"(%2607, %1676) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %2610 = "stablehlo.transpose"(%2609) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %2611 = "stablehlo.broadcast_in_dim"(%1680) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2612 = "stablehlo.multiply"(%2608, %2611) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2613 = "stablehlo.multiply"(%2612, %1671) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2615 = "stablehlo.reduce"(%2613, %2614) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
        %4164 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4164) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2616 = "stablehlo.reshape"(%2615) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2617 = "stablehlo.negate"(%2616) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2618 = "stablehlo.broadcast_in_dim"(%1674) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2619 = "stablehlo.divide"(%2608, %2618) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2620 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2621 = "stablehlo.reduce"(%2617, %2620) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
        %4163 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4163) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2622 = "stablehlo.broadcast_in_dim"(%2621) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %2623 = "stablehlo.add"(%2619, %2622) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2624 = "stablehlo.multiply"(%2623, %1671) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2625 = "func.call"(%1662#1, %2624) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2626 = "stablehlo.broadcast_in_dim"(%1657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %2627 = "stablehlo.divide"(%2625, %2626) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2628 = "stablehlo.dot_general"(%2627, %1613) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2629 = "stablehlo.transpose"(%2628) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2630 = "stablehlo.dot_general"(%2627, %1651) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2631 = "stablehlo.transpose"(%2630) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2632 = "stablehlo.reshape"(%2610) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2633 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2634 = "stablehlo.reduce"(%2632, %2633) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
        %4162 = "stablehlo.add"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4162) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2635 = "stablehlo.broadcast_in_dim"(%2634) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2636 = "stablehlo.reshape"(%2629) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2638 = "stablehlo.reduce"(%2636, %2637) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
        %4161 = "stablehlo.add"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4161) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2639 = "stablehlo.broadcast_in_dim"(%2638) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2640 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2641 = "stablehlo.multiply"(%2639, %2640) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2642 = "stablehlo.broadcast_in_dim"(%1638) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2643 = "stablehlo.multiply"(%2639, %2642) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2644 = "stablehlo.slice"(%2641) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2645 = "stablehlo.slice"(%2641) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2646 = "stablehlo.negate"(%2644) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %2647 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2648 = "stablehlo.pad"(%2646, %2647) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2649 = "stablehlo.add"(%2643, %2648) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2650 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2651 = "stablehlo.pad"(%2645, %2650) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2652 = "stablehlo.add"(%2649, %2651) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2653 = "stablehlo.broadcast_in_dim"(%1604) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2654 = "stablehlo.multiply"(%2631, %2653) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2655 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2656 = "stablehlo.multiply"(%2631, %2655) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2657 = "stablehlo.slice"(%2654) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2658 = "stablehlo.slice"(%2654) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2659 = "stablehlo.negate"(%2657) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %2660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2661 = "stablehlo.pad"(%2659, %2660) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2662 = "stablehlo.add"(%2656, %2661) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2663 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2664 = "stablehlo.pad"(%2658, %2663) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2665 = "stablehlo.add"(%2662, %2664) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2666 = "stablehlo.reshape"(%2635) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2667 = "stablehlo.dot_general"(%2666, %1571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2668 = "stablehlo.transpose"(%2667) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2669 = "stablehlo.add"(%2329, %2668) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %2670 = "stablehlo.dot_general"(%2666, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2671 = "stablehlo.all_reduce"(%2670) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
        %4160 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4160) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2672 = "stablehlo.reshape"(%2652) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2673 = "stablehlo.dot_general"(%2672, %1571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2674 = "stablehlo.transpose"(%2673) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2675 = "stablehlo.add"(%2334, %2674) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %2676 = "stablehlo.dot_general"(%2672, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2677 = "stablehlo.all_reduce"(%2676) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
        %4159 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4159) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2678 = "stablehlo.add"(%2671, %2677) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2679 = "stablehlo.reshape"(%2665) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %2680 = "stablehlo.dot_general"(%2679, %1571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %2681 = "stablehlo.transpose"(%2680) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %2682 = "stablehlo.add"(%2340, %2681) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %2683 = "stablehlo.dot_general"(%2679, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %2684 = "stablehlo.all_reduce"(%2683) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg390: tensor<f32>, %arg391: tensor<f32>):
        %4158 = "stablehlo.add"(%arg390, %arg391) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4158) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2685 = "stablehlo.add"(%2678, %2684) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2686 = "stablehlo.multiply"(%1568, %2685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2688 = "stablehlo.reduce"(%2686, %2687) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
        %4157 = "stablehlo.add"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4157) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2689 = "stablehlo.reshape"(%2688) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2690 = "stablehlo.broadcast_in_dim"(%1569) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2691 = "stablehlo.multiply"(%2685, %2690) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2692 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2693 = "stablehlo.reduce"(%2689, %2692) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
        %4156 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4156) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2694 = "stablehlo.add"(%2351, %2693) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2695 = "stablehlo.multiply"(%1551, %2691) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2697 = "stablehlo.reduce"(%2695, %2696) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg384: tensor<f32>, %arg385: tensor<f32>):
        %4155 = "stablehlo.add"(%arg384, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4155) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2698 = "stablehlo.reshape"(%2697) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2699 = "stablehlo.broadcast_in_dim"(%1562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2700 = "stablehlo.multiply"(%2691, %2699) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2701 = "stablehlo.add"(%2601, %2700) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2702 = "stablehlo.multiply"(%2698, %1566) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2703 = "stablehlo.broadcast_in_dim"(%1556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2704 = "stablehlo.divide"(%2702, %2703) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2705 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2706 = "stablehlo.reduce"(%2704, %2705) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg382: tensor<f32>, %arg383: tensor<f32>):
        %4154 = "stablehlo.add"(%arg382, %arg383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4154) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2707 = "stablehlo.broadcast_in_dim"(%2706) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2708 = "stablehlo.multiply"(%1551, %2707) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2709 = "stablehlo.add"(%2701, %2708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2710 = "stablehlo.multiply"(%2707, %1551) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2711 = "stablehlo.add"(%2709, %2710) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2712 = "stablehlo.dot_general"(%2711, %1548) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2713 = "stablehlo.transpose"(%2712) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2714 = "stablehlo.add"(%2370, %2713) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2715 = "stablehlo.dot_general"(%2711, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2716 = "stablehlo.multiply"(%1546#0, %2715) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2717 = "stablehlo.multiply"(%2715, %1547) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2718 = "stablehlo.dot_general"(%2716, %1544) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2719 = "stablehlo.transpose"(%2718) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2720 = "stablehlo.add"(%2375, %2719) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2721 = "stablehlo.dot_general"(%2716, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2722 = "stablehlo.all_reduce"(%2721) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg380: tensor<f32>, %arg381: tensor<f32>):
        %4153 = "stablehlo.add"(%arg380, %arg381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4153) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2723 = "func.call"(%1546#1, %1546#2, %1545, %2717) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2724 = "stablehlo.dot_general"(%2723, %1544) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2725 = "stablehlo.transpose"(%2724) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2726 = "stablehlo.add"(%2380, %2725) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2727 = "stablehlo.dot_general"(%2723, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2728 = "stablehlo.all_reduce"(%2727) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg378: tensor<f32>, %arg379: tensor<f32>):
        %4152 = "stablehlo.add"(%arg378, %arg379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4152) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2729 = "stablehlo.add"(%2722, %2728) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2730 = "stablehlo.multiply"(%1541, %2729) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2732 = "stablehlo.reduce"(%2730, %2731) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
        %4151 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4151) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2733 = "stablehlo.reshape"(%2732) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2734 = "stablehlo.broadcast_in_dim"(%1542) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2735 = "stablehlo.multiply"(%2729, %2734) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2736 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2737 = "stablehlo.reduce"(%2733, %2736) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
        %4150 = "stablehlo.add"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4150) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2738 = "stablehlo.add"(%2391, %2737) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2739 = "stablehlo.multiply"(%1524, %2735) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2740 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2741 = "stablehlo.reduce"(%2739, %2740) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg372: tensor<f32>, %arg373: tensor<f32>):
        %4149 = "stablehlo.add"(%arg372, %arg373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4149) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2742 = "stablehlo.reshape"(%2741) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2743 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2744 = "stablehlo.multiply"(%2735, %2743) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2745 = "stablehlo.add"(%2711, %2744) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2746 = "stablehlo.multiply"(%2742, %1539) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2747 = "stablehlo.broadcast_in_dim"(%1529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2748 = "stablehlo.divide"(%2746, %2747) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2749 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2750 = "stablehlo.reduce"(%2748, %2749) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg370: tensor<f32>, %arg371: tensor<f32>):
        %4148 = "stablehlo.add"(%arg370, %arg371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4148) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2751 = "stablehlo.broadcast_in_dim"(%2750) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2752 = "stablehlo.multiply"(%1524, %2751) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2753 = "stablehlo.add"(%2745, %2752) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2754 = "stablehlo.multiply"(%2751, %1524) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2755 = "stablehlo.add"(%2753, %2754) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2756 = "stablehlo.dot_general"(%2755, %1521) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %2757 = "stablehlo.transpose"(%2756) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %2758 = "stablehlo.add"(%2410, %2757) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %2759 = "stablehlo.dot_general"(%2755, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %2760 = "stablehlo.reshape"(%2759) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %2761 = "stablehlo.transpose"(%2760) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %2762 = "stablehlo.dot_general"(%2761, %1491) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %2763 = "stablehlo.dot_general"(%2761, %1514) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %2764 = "stablehlo.transpose"(%2763) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %2765 = "stablehlo.broadcast_in_dim"(%1518) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2766 = "stablehlo.multiply"(%2762, %2765) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2767 = "stablehlo.multiply"(%2766, %1509) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2768 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2769 = "stablehlo.reduce"(%2767, %2768) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg368: tensor<f32>, %arg369: tensor<f32>):
        %4147 = "stablehlo.add"(%arg368, %arg369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4147) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2770 = "stablehlo.reshape"(%2769) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2771 = "stablehlo.negate"(%2770) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2772 = "stablehlo.broadcast_in_dim"(%1512) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2773 = "stablehlo.divide"(%2762, %2772) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2774 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2775 = "stablehlo.reduce"(%2771, %2774) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg366: tensor<f32>, %arg367: tensor<f32>):
        %4146 = "stablehlo.add"(%arg366, %arg367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4146) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2776 = "stablehlo.broadcast_in_dim"(%2775) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %2777 = "stablehlo.add"(%2773, %2776) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2778 = "stablehlo.multiply"(%2777, %1509) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2779 = "func.call"(%1500#1, %2778) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2780 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %2781 = "stablehlo.divide"(%2779, %2780) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2782 = "stablehlo.dot_general"(%2781, %1451) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2783 = "stablehlo.transpose"(%2782) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2784 = "stablehlo.dot_general"(%2781, %1489) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2785 = "stablehlo.transpose"(%2784) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2786 = "stablehlo.reshape"(%2764) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2787 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2788 = "stablehlo.reduce"(%2786, %2787) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg364: tensor<f32>, %arg365: tensor<f32>):
        %4145 = "stablehlo.add"(%arg364, %arg365) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4145) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2789 = "stablehlo.broadcast_in_dim"(%2788) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2790 = "stablehlo.reshape"(%2783) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2792 = "stablehlo.reduce"(%2790, %2791) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
        %4144 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4144) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2793 = "stablehlo.broadcast_in_dim"(%2792) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2794 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2795 = "stablehlo.multiply"(%2793, %2794) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2796 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2797 = "stablehlo.multiply"(%2793, %2796) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2798 = "stablehlo.slice"(%2795) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2799 = "stablehlo.slice"(%2795) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %2800 = "stablehlo.negate"(%2798) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %2801 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2802 = "stablehlo.pad"(%2800, %2801) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2803 = "stablehlo.add"(%2797, %2802) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2804 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2805 = "stablehlo.pad"(%2799, %2804) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %2806 = "stablehlo.add"(%2803, %2805) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2807 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2808 = "stablehlo.multiply"(%2785, %2807) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2809 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %2810 = "stablehlo.multiply"(%2785, %2809) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2811 = "stablehlo.slice"(%2808) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2812 = "stablehlo.slice"(%2808) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %2813 = "stablehlo.negate"(%2811) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %2814 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2815 = "stablehlo.pad"(%2813, %2814) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2816 = "stablehlo.add"(%2810, %2815) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2817 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2818 = "stablehlo.pad"(%2812, %2817) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %2819 = "stablehlo.add"(%2816, %2818) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %2820 = "stablehlo.reshape"(%2789) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2821 = "stablehlo.dot_general"(%2820, %1409) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2822 = "stablehlo.transpose"(%2821) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2823 = "stablehlo.add"(%2474, %2822) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %2824 = "stablehlo.dot_general"(%2820, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2825 = "stablehlo.all_reduce"(%2824) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
        %4143 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4143) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2826 = "stablehlo.reshape"(%2806) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %2827 = "stablehlo.dot_general"(%2826, %1409) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %2828 = "stablehlo.transpose"(%2827) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %2829 = "stablehlo.add"(%2479, %2828) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %2830 = "stablehlo.dot_general"(%2826, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %2831 = "stablehlo.all_reduce"(%2830) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
        %4142 = "stablehlo.add"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4142) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2832 = "stablehlo.add"(%2825, %2831) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2833 = "stablehlo.reshape"(%2819) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %2834 = "stablehlo.dot_general"(%2833, %1409) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %2835 = "stablehlo.transpose"(%2834) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %2836 = "stablehlo.add"(%2485, %2835) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %2837 = "stablehlo.dot_general"(%2833, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %2838 = "stablehlo.all_reduce"(%2837) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg356: tensor<f32>, %arg357: tensor<f32>):
        %4141 = "stablehlo.add"(%arg356, %arg357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4141) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2839 = "stablehlo.add"(%2832, %2838) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2840 = "stablehlo.multiply"(%1406, %2839) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2842 = "stablehlo.reduce"(%2840, %2841) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg354: tensor<f32>, %arg355: tensor<f32>):
        %4140 = "stablehlo.add"(%arg354, %arg355) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4140) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2843 = "stablehlo.reshape"(%2842) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2844 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2845 = "stablehlo.multiply"(%2839, %2844) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2847 = "stablehlo.reduce"(%2843, %2846) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg352: tensor<f32>, %arg353: tensor<f32>):
        %4139 = "stablehlo.add"(%arg352, %arg353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4139) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2848 = "stablehlo.add"(%2496, %2847) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2849 = "stablehlo.multiply"(%1389#0, %2845) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2851 = "stablehlo.reduce"(%2849, %2850) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg350: tensor<f32>, %arg351: tensor<f32>):
        %4138 = "stablehlo.add"(%arg350, %arg351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4138) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2852 = "stablehlo.reshape"(%2851) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2853 = "stablehlo.broadcast_in_dim"(%1400) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2854 = "stablehlo.multiply"(%2845, %2853) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2855 = "stablehlo.add"(%2755, %2854) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2856 = "stablehlo.multiply"(%2852, %1404) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2857 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2858 = "stablehlo.divide"(%2856, %2857) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2860 = "stablehlo.reduce"(%2858, %2859) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg348: tensor<f32>, %arg349: tensor<f32>):
        %4137 = "stablehlo.add"(%arg348, %arg349) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4137) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2861 = "stablehlo.broadcast_in_dim"(%2860) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2862 = "stablehlo.multiply"(%1389#0, %2861) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2863 = "stablehlo.add"(%2855, %2862) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2864 = "stablehlo.multiply"(%2861, %1389#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2865 = "stablehlo.add"(%2863, %2864) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2866:2 = "func.call"(%1389#1, %2865) <{callee = @_where_12}> : (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %2867 = "func.call"(%1387#1, %2866#0) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2868 = "func.call"(%1384#1, %2867) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2869 = "stablehlo.collective_permute"(%2866#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2870 = "stablehlo.divide"(%2183, %1358) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2871 = "stablehlo.broadcast_in_dim"(%2870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
      %2872 = "stablehlo.negate"(%2871) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %2873 = "func.call"(%1353#1, %2872) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2874 = "stablehlo.broadcast_in_dim"(%2873) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2875 = "func.call"(%1350#1, %2874) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2876 = "stablehlo.divide"(%2871, %1327) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %2877 = "stablehlo.broadcast_in_dim"(%2876) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2878 = "stablehlo.multiply"(%2877, %1324) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2879 = "stablehlo.add"(%2875, %2878) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2880 = "stablehlo.dot_general"(%2879, %1314) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2881 = "stablehlo.transpose"(%2880) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2882 = "stablehlo.dot_general"(%2879, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2883 = "stablehlo.all_reduce"(%2881) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg346: tensor<f32>, %arg347: tensor<f32>):
        %4136 = "stablehlo.add"(%arg346, %arg347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4136) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2884 = "stablehlo.add"(%2529, %2883) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2885 = "stablehlo.all_reduce"(%2882) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg344: tensor<f32>, %arg345: tensor<f32>):
        %4135 = "stablehlo.add"(%arg344, %arg345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4135) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2886 = "stablehlo.multiply"(%1311, %2885) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2888 = "stablehlo.reduce"(%2886, %2887) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg342: tensor<f32>, %arg343: tensor<f32>):
        %4134 = "stablehlo.add"(%arg342, %arg343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4134) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2889 = "stablehlo.reshape"(%2888) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2890 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2891 = "stablehlo.multiply"(%2885, %2890) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2892 = "stablehlo.all_reduce"(%2889) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg340: tensor<f32>, %arg341: tensor<f32>):
        %4133 = "stablehlo.add"(%arg340, %arg341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4133) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %2893 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2894 = "stablehlo.reduce"(%2892, %2893) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg338: tensor<f32>, %arg339: tensor<f32>):
        %4132 = "stablehlo.add"(%arg338, %arg339) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4132) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2895 = "stablehlo.add"(%2540, %2894) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2896 = "stablehlo.multiply"(%1294, %2891) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2897 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2898 = "stablehlo.reduce"(%2896, %2897) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg336: tensor<f32>, %arg337: tensor<f32>):
        %4131 = "stablehlo.add"(%arg336, %arg337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4131) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2899 = "stablehlo.reshape"(%2898) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2900 = "stablehlo.broadcast_in_dim"(%1305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2901 = "stablehlo.multiply"(%2891, %2900) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2902 = "stablehlo.add"(%2869, %2901) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2903 = "stablehlo.multiply"(%2899, %1309) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2904 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2905 = "stablehlo.divide"(%2903, %2904) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2907 = "stablehlo.reduce"(%2905, %2906) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg334: tensor<f32>, %arg335: tensor<f32>):
        %4130 = "stablehlo.add"(%arg334, %arg335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4130) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2908 = "stablehlo.broadcast_in_dim"(%2907) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2909 = "stablehlo.multiply"(%1294, %2908) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2910 = "stablehlo.add"(%2902, %2909) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2911 = "stablehlo.multiply"(%2908, %1294) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2912 = "stablehlo.add"(%2910, %2911) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2913 = "stablehlo.dot_general"(%2912, %1291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2914 = "stablehlo.transpose"(%2913) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2915 = "stablehlo.add"(%2560, %2914) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2916 = "stablehlo.dot_general"(%2912, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2917 = "stablehlo.multiply"(%1289#0, %2916) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2918 = "stablehlo.multiply"(%2916, %1290) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2919 = "stablehlo.dot_general"(%2917, %1287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2920 = "stablehlo.transpose"(%2919) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2921 = "stablehlo.add"(%2566, %2920) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2922 = "stablehlo.dot_general"(%2917, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2923 = "stablehlo.all_reduce"(%2922) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg332: tensor<f32>, %arg333: tensor<f32>):
        %4129 = "stablehlo.add"(%arg332, %arg333) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4129) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2924 = "func.call"(%1289#1, %1289#2, %1288, %2918) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2925 = "stablehlo.dot_general"(%2924, %1287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %2926 = "stablehlo.transpose"(%2925) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %2927 = "stablehlo.add"(%2572, %2926) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2928 = "stablehlo.dot_general"(%2924, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %2929 = "stablehlo.all_reduce"(%2928) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg330: tensor<f32>, %arg331: tensor<f32>):
        %4128 = "stablehlo.add"(%arg330, %arg331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4128) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2930 = "stablehlo.add"(%2923, %2929) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2931 = "stablehlo.multiply"(%1284, %2930) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2932 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2933 = "stablehlo.reduce"(%2931, %2932) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg328: tensor<f32>, %arg329: tensor<f32>):
        %4127 = "stablehlo.add"(%arg328, %arg329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4127) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2934 = "stablehlo.reshape"(%2933) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %2935 = "stablehlo.broadcast_in_dim"(%1285) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %2936 = "stablehlo.multiply"(%2930, %2935) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2938 = "stablehlo.reduce"(%2934, %2937) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg326: tensor<f32>, %arg327: tensor<f32>):
        %4126 = "stablehlo.add"(%arg326, %arg327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4126) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %2939 = "stablehlo.add"(%2584, %2938) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %2940 = "stablehlo.multiply"(%1267, %2936) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2941 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2942 = "stablehlo.reduce"(%2940, %2941) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg324: tensor<f32>, %arg325: tensor<f32>):
        %4125 = "stablehlo.add"(%arg324, %arg325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4125) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2943 = "stablehlo.reshape"(%2942) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %2944 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %2945 = "stablehlo.multiply"(%2936, %2944) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2946 = "stablehlo.add"(%2912, %2945) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2947 = "stablehlo.multiply"(%2943, %1282) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2948 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %2949 = "stablehlo.divide"(%2947, %2948) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %2950 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2951 = "stablehlo.reduce"(%2949, %2950) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg322: tensor<f32>, %arg323: tensor<f32>):
        %4124 = "stablehlo.add"(%arg322, %arg323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4124) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %2952 = "stablehlo.broadcast_in_dim"(%2951) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %2953 = "stablehlo.multiply"(%1267, %2952) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2954 = "stablehlo.add"(%2946, %2953) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2955 = "stablehlo.multiply"(%2952, %1267) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2956 = "stablehlo.add"(%2954, %2955) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %2957 = "stablehlo.dot_general"(%2956, %1264) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %2958 = "stablehlo.transpose"(%2957) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %2959 = "stablehlo.add"(%2604, %2958) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %2960 = "stablehlo.dot_general"(%2956, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %2961 = "stablehlo.reshape"(%2960) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %2962 = "stablehlo.transpose"(%2961) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %2963 = "stablehlo.dot_general"(%2962, %1234) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %2964 = "stablehlo.dot_general"(%2962, %1257) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %2965 = "stablehlo.transpose"(%2964) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %2966 = "stablehlo.broadcast_in_dim"(%1261) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2967 = "stablehlo.multiply"(%2963, %2966) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2968 = "stablehlo.multiply"(%2967, %1252) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2969 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2970 = "stablehlo.reduce"(%2968, %2969) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg320: tensor<f32>, %arg321: tensor<f32>):
        %4123 = "stablehlo.add"(%arg320, %arg321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4123) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2971 = "stablehlo.reshape"(%2970) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %2972 = "stablehlo.negate"(%2971) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %2973 = "stablehlo.broadcast_in_dim"(%1255) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %2974 = "stablehlo.divide"(%2963, %2973) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2975 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2976 = "stablehlo.reduce"(%2972, %2975) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg318: tensor<f32>, %arg319: tensor<f32>):
        %4122 = "stablehlo.add"(%arg318, %arg319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4122) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %2977 = "stablehlo.broadcast_in_dim"(%2976) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %2978 = "stablehlo.add"(%2974, %2977) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2979 = "stablehlo.multiply"(%2978, %1252) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2980 = "func.call"(%1243#1, %2979) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2981 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %2982 = "stablehlo.divide"(%2980, %2981) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %2983 = "stablehlo.dot_general"(%2982, %1194) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2984 = "stablehlo.transpose"(%2983) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2985 = "stablehlo.dot_general"(%2982, %1232) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %2986 = "stablehlo.transpose"(%2985) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %2987 = "stablehlo.reshape"(%2965) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2989 = "stablehlo.reduce"(%2987, %2988) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg316: tensor<f32>, %arg317: tensor<f32>):
        %4121 = "stablehlo.add"(%arg316, %arg317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4121) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2990 = "stablehlo.broadcast_in_dim"(%2989) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2991 = "stablehlo.reshape"(%2984) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %2992 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2993 = "stablehlo.reduce"(%2991, %2992) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg314: tensor<f32>, %arg315: tensor<f32>):
        %4120 = "stablehlo.add"(%arg314, %arg315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4120) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %2994 = "stablehlo.broadcast_in_dim"(%2993) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %2995 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2996 = "stablehlo.multiply"(%2994, %2995) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2997 = "stablehlo.broadcast_in_dim"(%1219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2998 = "stablehlo.multiply"(%2994, %2997) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %2999 = "stablehlo.slice"(%2996) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3000 = "stablehlo.slice"(%2996) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3001 = "stablehlo.negate"(%2999) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %3002 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3003 = "stablehlo.pad"(%3001, %3002) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3004 = "stablehlo.add"(%2998, %3003) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3005 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3006 = "stablehlo.pad"(%3000, %3005) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3007 = "stablehlo.add"(%3004, %3006) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3008 = "stablehlo.broadcast_in_dim"(%1185) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3009 = "stablehlo.multiply"(%2986, %3008) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3010 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3011 = "stablehlo.multiply"(%2986, %3010) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3012 = "stablehlo.slice"(%3009) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3013 = "stablehlo.slice"(%3009) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3014 = "stablehlo.negate"(%3012) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %3015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3016 = "stablehlo.pad"(%3014, %3015) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3017 = "stablehlo.add"(%3011, %3016) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3018 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3019 = "stablehlo.pad"(%3013, %3018) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3020 = "stablehlo.add"(%3017, %3019) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3021 = "stablehlo.reshape"(%2990) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3022 = "stablehlo.dot_general"(%3021, %1152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3023 = "stablehlo.transpose"(%3022) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3024 = "stablehlo.add"(%2669, %3023) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3025 = "stablehlo.dot_general"(%3021, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3026 = "stablehlo.all_reduce"(%3025) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg312: tensor<f32>, %arg313: tensor<f32>):
        %4119 = "stablehlo.add"(%arg312, %arg313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4119) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3027 = "stablehlo.reshape"(%3007) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3028 = "stablehlo.dot_general"(%3027, %1152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3029 = "stablehlo.transpose"(%3028) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3030 = "stablehlo.add"(%2675, %3029) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3031 = "stablehlo.dot_general"(%3027, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3032 = "stablehlo.all_reduce"(%3031) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg310: tensor<f32>, %arg311: tensor<f32>):
        %4118 = "stablehlo.add"(%arg310, %arg311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4118) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3033 = "stablehlo.add"(%3026, %3032) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3034 = "stablehlo.reshape"(%3020) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %3035 = "stablehlo.dot_general"(%3034, %1152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %3036 = "stablehlo.transpose"(%3035) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %3037 = "stablehlo.add"(%2682, %3036) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %3038 = "stablehlo.dot_general"(%3034, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %3039 = "stablehlo.all_reduce"(%3038) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg308: tensor<f32>, %arg309: tensor<f32>):
        %4117 = "stablehlo.add"(%arg308, %arg309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4117) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3040 = "stablehlo.add"(%3033, %3039) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3041 = "stablehlo.multiply"(%1149, %3040) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3042 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3043 = "stablehlo.reduce"(%3041, %3042) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg306: tensor<f32>, %arg307: tensor<f32>):
        %4116 = "stablehlo.add"(%arg306, %arg307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4116) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3044 = "stablehlo.reshape"(%3043) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3045 = "stablehlo.broadcast_in_dim"(%1150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3046 = "stablehlo.multiply"(%3040, %3045) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3047 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3048 = "stablehlo.reduce"(%3044, %3047) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg304: tensor<f32>, %arg305: tensor<f32>):
        %4115 = "stablehlo.add"(%arg304, %arg305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4115) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3049 = "stablehlo.add"(%2694, %3048) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3050 = "stablehlo.multiply"(%1132, %3046) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3051 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3052 = "stablehlo.reduce"(%3050, %3051) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg302: tensor<f32>, %arg303: tensor<f32>):
        %4114 = "stablehlo.add"(%arg302, %arg303) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4114) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3053 = "stablehlo.reshape"(%3052) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3054 = "stablehlo.broadcast_in_dim"(%1143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3055 = "stablehlo.multiply"(%3046, %3054) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3056 = "stablehlo.add"(%2956, %3055) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3057 = "stablehlo.multiply"(%3053, %1147) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3058 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3059 = "stablehlo.divide"(%3057, %3058) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3060 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3061 = "stablehlo.reduce"(%3059, %3060) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg300: tensor<f32>, %arg301: tensor<f32>):
        %4113 = "stablehlo.add"(%arg300, %arg301) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4113) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3062 = "stablehlo.broadcast_in_dim"(%3061) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3063 = "stablehlo.multiply"(%1132, %3062) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3064 = "stablehlo.add"(%3056, %3063) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3065 = "stablehlo.multiply"(%3062, %1132) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3066 = "stablehlo.add"(%3064, %3065) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3067 = "stablehlo.dot_general"(%3066, %1129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3068 = "stablehlo.transpose"(%3067) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3069 = "stablehlo.add"(%2714, %3068) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3070 = "stablehlo.dot_general"(%3066, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3071 = "stablehlo.multiply"(%1127#0, %3070) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3072 = "stablehlo.multiply"(%3070, %1128) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3073 = "stablehlo.dot_general"(%3071, %1125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3074 = "stablehlo.transpose"(%3073) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3075 = "stablehlo.add"(%2720, %3074) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3076 = "stablehlo.dot_general"(%3071, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3077 = "stablehlo.all_reduce"(%3076) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg298: tensor<f32>, %arg299: tensor<f32>):
        %4112 = "stablehlo.add"(%arg298, %arg299) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4112) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3078 = "func.call"(%1127#1, %1127#2, %1126, %3072) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3079 = "stablehlo.dot_general"(%3078, %1125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3080 = "stablehlo.transpose"(%3079) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3081 = "stablehlo.add"(%2726, %3080) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3082 = "stablehlo.dot_general"(%3078, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3083 = "stablehlo.all_reduce"(%3082) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg296: tensor<f32>, %arg297: tensor<f32>):
        %4111 = "stablehlo.add"(%arg296, %arg297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4111) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3084 = "stablehlo.add"(%3077, %3083) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3085 = "stablehlo.multiply"(%1122, %3084) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3086 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3087 = "stablehlo.reduce"(%3085, %3086) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg294: tensor<f32>, %arg295: tensor<f32>):
        %4110 = "stablehlo.add"(%arg294, %arg295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4110) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3088 = "stablehlo.reshape"(%3087) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3089 = "stablehlo.broadcast_in_dim"(%1123) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3090 = "stablehlo.multiply"(%3084, %3089) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3091 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3092 = "stablehlo.reduce"(%3088, %3091) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
        %4109 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4109) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3093 = "stablehlo.add"(%2738, %3092) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3094 = "stablehlo.multiply"(%1105, %3090) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3095 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3096 = "stablehlo.reduce"(%3094, %3095) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
        %4108 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4108) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3097 = "stablehlo.reshape"(%3096) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3098 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3099 = "stablehlo.multiply"(%3090, %3098) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3100 = "stablehlo.add"(%3066, %3099) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3101 = "stablehlo.multiply"(%3097, %1120) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3102 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3103 = "stablehlo.divide"(%3101, %3102) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3105 = "stablehlo.reduce"(%3103, %3104) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
        %4107 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4107) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3106 = "stablehlo.broadcast_in_dim"(%3105) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3107 = "stablehlo.multiply"(%1105, %3106) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3108 = "stablehlo.add"(%3100, %3107) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3109 = "stablehlo.multiply"(%3106, %1105) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3110 = "stablehlo.add"(%3108, %3109) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3111 = "stablehlo.dot_general"(%3110, %1102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %3112 = "stablehlo.transpose"(%3111) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %3113 = "stablehlo.add"(%2758, %3112) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %3114 = "stablehlo.dot_general"(%3110, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %3115 = "stablehlo.reshape"(%3114) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %3116 = "stablehlo.transpose"(%3115) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %3117 = "stablehlo.dot_general"(%3116, %1072) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %3118 = "stablehlo.dot_general"(%3116, %1095) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %3119 = "stablehlo.transpose"(%3118) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %3120 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3121 = "stablehlo.multiply"(%3117, %3120) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3122 = "stablehlo.multiply"(%3121, %1090) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3124 = "stablehlo.reduce"(%3122, %3123) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
        %4106 = "stablehlo.add"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4106) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3125 = "stablehlo.reshape"(%3124) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %3126 = "stablehlo.negate"(%3125) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %3127 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3128 = "stablehlo.divide"(%3117, %3127) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3130 = "stablehlo.reduce"(%3126, %3129) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
        %4105 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4105) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3131 = "stablehlo.broadcast_in_dim"(%3130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %3132 = "stablehlo.add"(%3128, %3131) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3133 = "stablehlo.multiply"(%3132, %1090) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3134 = "func.call"(%1081#1, %3133) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3135 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %3136 = "stablehlo.divide"(%3134, %3135) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3137 = "stablehlo.dot_general"(%3136, %1032) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3138 = "stablehlo.transpose"(%3137) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3139 = "stablehlo.dot_general"(%3136, %1070) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3140 = "stablehlo.transpose"(%3139) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3141 = "stablehlo.reshape"(%3119) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3143 = "stablehlo.reduce"(%3141, %3142) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
        %4104 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4104) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3144 = "stablehlo.broadcast_in_dim"(%3143) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3145 = "stablehlo.reshape"(%3138) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3147 = "stablehlo.reduce"(%3145, %3146) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
        %4103 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4103) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3148 = "stablehlo.broadcast_in_dim"(%3147) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3149 = "stablehlo.broadcast_in_dim"(%1059) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3150 = "stablehlo.multiply"(%3148, %3149) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3151 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3152 = "stablehlo.multiply"(%3148, %3151) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3153 = "stablehlo.slice"(%3150) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3154 = "stablehlo.slice"(%3150) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3155 = "stablehlo.negate"(%3153) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %3156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3157 = "stablehlo.pad"(%3155, %3156) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3158 = "stablehlo.add"(%3152, %3157) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3160 = "stablehlo.pad"(%3154, %3159) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3161 = "stablehlo.add"(%3158, %3160) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3162 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3163 = "stablehlo.multiply"(%3140, %3162) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3164 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3165 = "stablehlo.multiply"(%3140, %3164) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3166 = "stablehlo.slice"(%3163) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3167 = "stablehlo.slice"(%3163) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3168 = "stablehlo.negate"(%3166) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %3169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3170 = "stablehlo.pad"(%3168, %3169) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3171 = "stablehlo.add"(%3165, %3170) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3173 = "stablehlo.pad"(%3167, %3172) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3174 = "stablehlo.add"(%3171, %3173) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3175 = "stablehlo.reshape"(%3144) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3176 = "stablehlo.dot_general"(%3175, %990) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3177 = "stablehlo.transpose"(%3176) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3178 = "stablehlo.add"(%2823, %3177) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3179 = "stablehlo.dot_general"(%3175, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3180 = "stablehlo.all_reduce"(%3179) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg278: tensor<f32>, %arg279: tensor<f32>):
        %4102 = "stablehlo.add"(%arg278, %arg279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4102) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3181 = "stablehlo.reshape"(%3161) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3182 = "stablehlo.dot_general"(%3181, %990) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3183 = "stablehlo.transpose"(%3182) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3184 = "stablehlo.add"(%2829, %3183) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3185 = "stablehlo.dot_general"(%3181, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3186 = "stablehlo.all_reduce"(%3185) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
        %4101 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4101) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3187 = "stablehlo.add"(%3180, %3186) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3188 = "stablehlo.reshape"(%3174) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %3189 = "stablehlo.dot_general"(%3188, %990) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %3190 = "stablehlo.transpose"(%3189) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %3191 = "stablehlo.add"(%2836, %3190) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %3192 = "stablehlo.dot_general"(%3188, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %3193 = "stablehlo.all_reduce"(%3192) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
        %4100 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4100) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3194 = "stablehlo.add"(%3187, %3193) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3195 = "stablehlo.multiply"(%987, %3194) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3197 = "stablehlo.reduce"(%3195, %3196) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
        %4099 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4099) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3198 = "stablehlo.reshape"(%3197) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3199 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3200 = "stablehlo.multiply"(%3194, %3199) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3201 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3202 = "stablehlo.reduce"(%3198, %3201) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
        %4098 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4098) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3203 = "stablehlo.add"(%2848, %3202) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3204 = "stablehlo.multiply"(%970#0, %3200) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3206 = "stablehlo.reduce"(%3204, %3205) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg268: tensor<f32>, %arg269: tensor<f32>):
        %4097 = "stablehlo.add"(%arg268, %arg269) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4097) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3207 = "stablehlo.reshape"(%3206) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3208 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3209 = "stablehlo.multiply"(%3200, %3208) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3210 = "stablehlo.add"(%3110, %3209) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3211 = "stablehlo.multiply"(%3207, %985) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3212 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3213 = "stablehlo.divide"(%3211, %3212) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3215 = "stablehlo.reduce"(%3213, %3214) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg266: tensor<f32>, %arg267: tensor<f32>):
        %4096 = "stablehlo.add"(%arg266, %arg267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4096) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3216 = "stablehlo.broadcast_in_dim"(%3215) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3217 = "stablehlo.multiply"(%970#0, %3216) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3218 = "stablehlo.add"(%3210, %3217) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3219 = "stablehlo.multiply"(%3216, %970#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3220 = "stablehlo.add"(%3218, %3219) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3221:2 = "func.call"(%970#1, %3220) <{callee = @_where_12}> : (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %3222 = "func.call"(%968#1, %3221#0) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3223 = "func.call"(%965#1, %3222) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3224 = "stablehlo.add"(%2868, %3223) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3225 = "stablehlo.collective_permute"(%3221#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3226 = "stablehlo.divide"(%2183, %939) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %3227 = "stablehlo.broadcast_in_dim"(%3226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
      %3228 = "stablehlo.negate"(%3227) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %3229 = "func.call"(%934#1, %3228) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %3230 = "stablehlo.broadcast_in_dim"(%3229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3231 = "func.call"(%931#1, %3230) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3232 = "stablehlo.divide"(%3227, %908) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %3233 = "stablehlo.broadcast_in_dim"(%3232) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3234 = "stablehlo.multiply"(%3233, %905) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3235 = "stablehlo.add"(%3231, %3234) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3236 = "stablehlo.dot_general"(%3235, %895) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3237 = "stablehlo.transpose"(%3236) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3238 = "stablehlo.dot_general"(%3235, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3239 = "stablehlo.all_reduce"(%3237) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
        %4095 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4095) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3240 = "stablehlo.add"(%2884, %3239) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3241 = "stablehlo.all_reduce"(%3238) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
        %4094 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4094) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3242 = "stablehlo.multiply"(%892, %3241) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3244 = "stablehlo.reduce"(%3242, %3243) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg260: tensor<f32>, %arg261: tensor<f32>):
        %4093 = "stablehlo.add"(%arg260, %arg261) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4093) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3245 = "stablehlo.reshape"(%3244) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3246 = "stablehlo.broadcast_in_dim"(%893) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3247 = "stablehlo.multiply"(%3241, %3246) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3248 = "stablehlo.all_reduce"(%3245) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
        %4092 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4092) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
      %3249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3250 = "stablehlo.reduce"(%3248, %3249) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
        %4091 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4091) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3251 = "stablehlo.add"(%2895, %3250) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3252 = "stablehlo.multiply"(%875, %3247) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3254 = "stablehlo.reduce"(%3252, %3253) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
        %4090 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4090) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3255 = "stablehlo.reshape"(%3254) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3256 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3257 = "stablehlo.multiply"(%3247, %3256) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3258 = "stablehlo.add"(%3225, %3257) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3259 = "stablehlo.multiply"(%3255, %890) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3260 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3261 = "stablehlo.divide"(%3259, %3260) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3263 = "stablehlo.reduce"(%3261, %3262) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg252: tensor<f32>, %arg253: tensor<f32>):
        %4089 = "stablehlo.add"(%arg252, %arg253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4089) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3264 = "stablehlo.broadcast_in_dim"(%3263) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3265 = "stablehlo.multiply"(%875, %3264) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3266 = "stablehlo.add"(%3258, %3265) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3267 = "stablehlo.multiply"(%3264, %875) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3268 = "stablehlo.add"(%3266, %3267) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3269 = "stablehlo.dot_general"(%3268, %872) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3270 = "stablehlo.transpose"(%3269) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3271 = "stablehlo.add"(%2915, %3270) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3272 = "stablehlo.dot_general"(%3268, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3273 = "stablehlo.multiply"(%870#0, %3272) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3274 = "stablehlo.multiply"(%3272, %871) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3275 = "stablehlo.dot_general"(%3273, %868) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3276 = "stablehlo.transpose"(%3275) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3277 = "stablehlo.add"(%2921, %3276) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3278 = "stablehlo.dot_general"(%3273, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3279 = "stablehlo.all_reduce"(%3278) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
        %4088 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4088) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3280 = "func.call"(%870#1, %870#2, %869, %3274) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3281 = "stablehlo.dot_general"(%3280, %868) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3282 = "stablehlo.transpose"(%3281) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3283 = "stablehlo.add"(%2927, %3282) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3284 = "stablehlo.dot_general"(%3280, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3285 = "stablehlo.all_reduce"(%3284) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
        %4087 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4087) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3286 = "stablehlo.add"(%3279, %3285) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3287 = "stablehlo.multiply"(%865, %3286) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3288 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3289 = "stablehlo.reduce"(%3287, %3288) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
        %4086 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4086) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3290 = "stablehlo.reshape"(%3289) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3291 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3292 = "stablehlo.multiply"(%3286, %3291) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3294 = "stablehlo.reduce"(%3290, %3293) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
        %4085 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4085) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3295 = "stablehlo.add"(%2939, %3294) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3296 = "stablehlo.multiply"(%848, %3292) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3298 = "stablehlo.reduce"(%3296, %3297) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
        %4084 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4084) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3299 = "stablehlo.reshape"(%3298) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3300 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3301 = "stablehlo.multiply"(%3292, %3300) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3302 = "stablehlo.add"(%3268, %3301) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3303 = "stablehlo.multiply"(%3299, %863) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3304 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3305 = "stablehlo.divide"(%3303, %3304) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3307 = "stablehlo.reduce"(%3305, %3306) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
        %4083 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4083) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3308 = "stablehlo.broadcast_in_dim"(%3307) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3309 = "stablehlo.multiply"(%848, %3308) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3310 = "stablehlo.add"(%3302, %3309) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3311 = "stablehlo.multiply"(%3308, %848) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3312 = "stablehlo.add"(%3310, %3311) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3313 = "stablehlo.dot_general"(%3312, %845) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %3314 = "stablehlo.transpose"(%3313) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %3315 = "stablehlo.add"(%2959, %3314) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %3316 = "stablehlo.dot_general"(%3312, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %3317 = "stablehlo.reshape"(%3316) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %3318 = "stablehlo.transpose"(%3317) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %3319 = "stablehlo.dot_general"(%3318, %815) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %3320 = "stablehlo.dot_general"(%3318, %838) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %3321 = "stablehlo.transpose"(%3320) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %3322 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3323 = "stablehlo.multiply"(%3319, %3322) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3324 = "stablehlo.multiply"(%3323, %833) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3325 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3326 = "stablehlo.reduce"(%3324, %3325) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
        %4082 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4082) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3327 = "stablehlo.reshape"(%3326) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %3328 = "stablehlo.negate"(%3327) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %3329 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3330 = "stablehlo.divide"(%3319, %3329) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3331 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3332 = "stablehlo.reduce"(%3328, %3331) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
        %4081 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4081) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3333 = "stablehlo.broadcast_in_dim"(%3332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %3334 = "stablehlo.add"(%3330, %3333) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3335 = "stablehlo.multiply"(%3334, %833) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3336 = "func.call"(%824#1, %3335) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3337 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %3338 = "stablehlo.divide"(%3336, %3337) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3339 = "stablehlo.dot_general"(%3338, %775) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3340 = "stablehlo.transpose"(%3339) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3341 = "stablehlo.dot_general"(%3338, %813) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3342 = "stablehlo.transpose"(%3341) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3343 = "stablehlo.reshape"(%3321) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3345 = "stablehlo.reduce"(%3343, %3344) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
        %4080 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4080) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3346 = "stablehlo.broadcast_in_dim"(%3345) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3347 = "stablehlo.reshape"(%3340) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3349 = "stablehlo.reduce"(%3347, %3348) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
        %4079 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4079) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3350 = "stablehlo.broadcast_in_dim"(%3349) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3351 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3352 = "stablehlo.multiply"(%3350, %3351) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3353 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3354 = "stablehlo.multiply"(%3350, %3353) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3355 = "stablehlo.slice"(%3352) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3356 = "stablehlo.slice"(%3352) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3357 = "stablehlo.negate"(%3355) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %3358 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3359 = "stablehlo.pad"(%3357, %3358) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3360 = "stablehlo.add"(%3354, %3359) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3362 = "stablehlo.pad"(%3356, %3361) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3363 = "stablehlo.add"(%3360, %3362) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3364 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3365 = "stablehlo.multiply"(%3342, %3364) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3366 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3367 = "stablehlo.multiply"(%3342, %3366) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3368 = "stablehlo.slice"(%3365) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3369 = "stablehlo.slice"(%3365) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3370 = "stablehlo.negate"(%3368) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %3371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3372 = "stablehlo.pad"(%3370, %3371) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3373 = "stablehlo.add"(%3367, %3372) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3374 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3375 = "stablehlo.pad"(%3369, %3374) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3376 = "stablehlo.add"(%3373, %3375) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3377 = "stablehlo.reshape"(%3346) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3378 = "stablehlo.dot_general"(%3377, %733) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3379 = "stablehlo.transpose"(%3378) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3380 = "stablehlo.add"(%3024, %3379) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3381 = "stablehlo.dot_general"(%3377, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3382 = "stablehlo.all_reduce"(%3381) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
        %4078 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4078) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3383 = "stablehlo.reshape"(%3363) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3384 = "stablehlo.dot_general"(%3383, %733) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3385 = "stablehlo.transpose"(%3384) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3386 = "stablehlo.add"(%3030, %3385) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3387 = "stablehlo.dot_general"(%3383, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3388 = "stablehlo.all_reduce"(%3387) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
        %4077 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4077) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3389 = "stablehlo.add"(%3382, %3388) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3390 = "stablehlo.reshape"(%3376) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %3391 = "stablehlo.dot_general"(%3390, %733) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %3392 = "stablehlo.transpose"(%3391) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %3393 = "stablehlo.add"(%3037, %3392) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %3394 = "stablehlo.dot_general"(%3390, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %3395 = "stablehlo.all_reduce"(%3394) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
        %4076 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4076) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3396 = "stablehlo.add"(%3389, %3395) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3397 = "stablehlo.multiply"(%730, %3396) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3398 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3399 = "stablehlo.reduce"(%3397, %3398) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
        %4075 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4075) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3400 = "stablehlo.reshape"(%3399) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3401 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3402 = "stablehlo.multiply"(%3396, %3401) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3403 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3404 = "stablehlo.reduce"(%3400, %3403) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
        %4074 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4074) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3405 = "stablehlo.add"(%3049, %3404) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3406 = "stablehlo.multiply"(%713, %3402) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3407 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3408 = "stablehlo.reduce"(%3406, %3407) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
        %4073 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4073) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3409 = "stablehlo.reshape"(%3408) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3410 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3411 = "stablehlo.multiply"(%3402, %3410) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3412 = "stablehlo.add"(%3312, %3411) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3413 = "stablehlo.multiply"(%3409, %728) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3414 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3415 = "stablehlo.divide"(%3413, %3414) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3416 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3417 = "stablehlo.reduce"(%3415, %3416) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
        %4072 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4072) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3418 = "stablehlo.broadcast_in_dim"(%3417) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3419 = "stablehlo.multiply"(%713, %3418) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3420 = "stablehlo.add"(%3412, %3419) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3421 = "stablehlo.multiply"(%3418, %713) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3422 = "stablehlo.add"(%3420, %3421) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3423 = "stablehlo.dot_general"(%3422, %710) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3424 = "stablehlo.transpose"(%3423) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3425 = "stablehlo.add"(%3069, %3424) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3426 = "stablehlo.dot_general"(%3422, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3427 = "stablehlo.multiply"(%708#0, %3426) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3428 = "stablehlo.multiply"(%3426, %709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3429 = "stablehlo.dot_general"(%3427, %706) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3430 = "stablehlo.transpose"(%3429) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3431 = "stablehlo.add"(%3075, %3430) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3432 = "stablehlo.dot_general"(%3427, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3433 = "stablehlo.all_reduce"(%3432) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
        %4071 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4071) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3434 = "func.call"(%708#1, %708#2, %707, %3428) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3435 = "stablehlo.dot_general"(%3434, %706) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3436 = "stablehlo.transpose"(%3435) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3437 = "stablehlo.add"(%3081, %3436) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3438 = "stablehlo.dot_general"(%3434, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3439 = "stablehlo.all_reduce"(%3438) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
        %4070 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4070) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3440 = "stablehlo.add"(%3433, %3439) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3441 = "stablehlo.multiply"(%703, %3440) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3443 = "stablehlo.reduce"(%3441, %3442) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
        %4069 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4069) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3444 = "stablehlo.reshape"(%3443) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3445 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3446 = "stablehlo.multiply"(%3440, %3445) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3448 = "stablehlo.reduce"(%3444, %3447) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
        %4068 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4068) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3449 = "stablehlo.add"(%3093, %3448) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3450 = "stablehlo.multiply"(%686, %3446) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3451 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3452 = "stablehlo.reduce"(%3450, %3451) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
        %4067 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4067) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3453 = "stablehlo.reshape"(%3452) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3454 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3455 = "stablehlo.multiply"(%3446, %3454) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3456 = "stablehlo.add"(%3422, %3455) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3457 = "stablehlo.multiply"(%3453, %701) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3458 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3459 = "stablehlo.divide"(%3457, %3458) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3460 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3461 = "stablehlo.reduce"(%3459, %3460) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
        %4066 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4066) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3462 = "stablehlo.broadcast_in_dim"(%3461) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3463 = "stablehlo.multiply"(%686, %3462) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3464 = "stablehlo.add"(%3456, %3463) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3465 = "stablehlo.multiply"(%3462, %686) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3466 = "stablehlo.add"(%3464, %3465) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3467 = "stablehlo.dot_general"(%3466, %683) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %3468 = "stablehlo.transpose"(%3467) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %3469 = "stablehlo.add"(%3113, %3468) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %3470 = "stablehlo.dot_general"(%3466, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %3471 = "stablehlo.reshape"(%3470) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %3472 = "stablehlo.transpose"(%3471) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %3473 = "stablehlo.dot_general"(%3472, %653) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %3474 = "stablehlo.dot_general"(%3472, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %3475 = "stablehlo.transpose"(%3474) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %3476 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3477 = "stablehlo.multiply"(%3473, %3476) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3478 = "stablehlo.multiply"(%3477, %671) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3480 = "stablehlo.reduce"(%3478, %3479) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
        %4065 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4065) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3481 = "stablehlo.reshape"(%3480) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %3482 = "stablehlo.negate"(%3481) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %3483 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3484 = "stablehlo.divide"(%3473, %3483) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3486 = "stablehlo.reduce"(%3482, %3485) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
        %4064 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4064) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3487 = "stablehlo.broadcast_in_dim"(%3486) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %3488 = "stablehlo.add"(%3484, %3487) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3489 = "stablehlo.multiply"(%3488, %671) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3490 = "func.call"(%662#1, %3489) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3491 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %3492 = "stablehlo.divide"(%3490, %3491) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3493 = "stablehlo.dot_general"(%3492, %613) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3494 = "stablehlo.transpose"(%3493) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3495 = "stablehlo.dot_general"(%3492, %651) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3496 = "stablehlo.transpose"(%3495) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3497 = "stablehlo.reshape"(%3475) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3498 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3499 = "stablehlo.reduce"(%3497, %3498) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
        %4063 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4063) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3500 = "stablehlo.broadcast_in_dim"(%3499) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3501 = "stablehlo.reshape"(%3494) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3503 = "stablehlo.reduce"(%3501, %3502) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
        %4062 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4062) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3504 = "stablehlo.broadcast_in_dim"(%3503) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3505 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3506 = "stablehlo.multiply"(%3504, %3505) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3507 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3508 = "stablehlo.multiply"(%3504, %3507) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3509 = "stablehlo.slice"(%3506) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3510 = "stablehlo.slice"(%3506) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3511 = "stablehlo.negate"(%3509) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %3512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3513 = "stablehlo.pad"(%3511, %3512) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3514 = "stablehlo.add"(%3508, %3513) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3515 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3516 = "stablehlo.pad"(%3510, %3515) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3517 = "stablehlo.add"(%3514, %3516) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3518 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3519 = "stablehlo.multiply"(%3496, %3518) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3520 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3521 = "stablehlo.multiply"(%3496, %3520) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3522 = "stablehlo.slice"(%3519) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3523 = "stablehlo.slice"(%3519) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3524 = "stablehlo.negate"(%3522) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %3525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3526 = "stablehlo.pad"(%3524, %3525) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3527 = "stablehlo.add"(%3521, %3526) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3529 = "stablehlo.pad"(%3523, %3528) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3530 = "stablehlo.add"(%3527, %3529) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3531 = "stablehlo.reshape"(%3500) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3532 = "stablehlo.dot_general"(%3531, %571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3533 = "stablehlo.transpose"(%3532) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3534 = "stablehlo.add"(%3178, %3533) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3535 = "stablehlo.dot_general"(%3531, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3536 = "stablehlo.all_reduce"(%3535) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
        %4061 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4061) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3537 = "stablehlo.reshape"(%3517) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3538 = "stablehlo.dot_general"(%3537, %571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3539 = "stablehlo.transpose"(%3538) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3540 = "stablehlo.add"(%3184, %3539) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3541 = "stablehlo.dot_general"(%3537, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3542 = "stablehlo.all_reduce"(%3541) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
        %4060 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4060) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3543 = "stablehlo.add"(%3536, %3542) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3544 = "stablehlo.reshape"(%3530) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %3545 = "stablehlo.dot_general"(%3544, %571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %3546 = "stablehlo.transpose"(%3545) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %3547 = "stablehlo.add"(%3191, %3546) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %3548 = "stablehlo.dot_general"(%3544, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %3549 = "stablehlo.all_reduce"(%3548) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
        %4059 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4059) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3550 = "stablehlo.add"(%3543, %3549) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3551 = "stablehlo.multiply"(%568, %3550) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3552 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3553 = "stablehlo.reduce"(%3551, %3552) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
        %4058 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4058) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3554 = "stablehlo.reshape"(%3553) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3555 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3556 = "stablehlo.multiply"(%3550, %3555) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3557 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3558 = "stablehlo.reduce"(%3554, %3557) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
        %4057 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4057) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3559 = "stablehlo.add"(%3203, %3558) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3560 = "stablehlo.multiply"(%551#0, %3556) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3561 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3562 = "stablehlo.reduce"(%3560, %3561) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
        %4056 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4056) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3563 = "stablehlo.reshape"(%3562) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3564 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3565 = "stablehlo.multiply"(%3556, %3564) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3566 = "stablehlo.add"(%3466, %3565) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3567 = "stablehlo.multiply"(%3563, %566) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3568 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3569 = "stablehlo.divide"(%3567, %3568) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3570 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3571 = "stablehlo.reduce"(%3569, %3570) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
        %4055 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4055) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3572 = "stablehlo.broadcast_in_dim"(%3571) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3573 = "stablehlo.multiply"(%551#0, %3572) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3574 = "stablehlo.add"(%3566, %3573) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3575 = "stablehlo.multiply"(%3572, %551#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3576 = "stablehlo.add"(%3574, %3575) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3577:2 = "func.call"(%551#1, %3576) <{callee = @_where_12}> : (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>)
      %3578 = "func.call"(%549#1, %3577#0) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3579 = "func.call"(%546#1, %3578) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3580 = "stablehlo.add"(%3224, %3579) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3581 = "stablehlo.collective_permute"(%3577#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3582 = "stablehlo.dot_general"(%3581, %518) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3583 = "stablehlo.transpose"(%3582) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3584 = "stablehlo.add"(%3271, %3583) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3585 = "stablehlo.dot_general"(%3581, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3586 = "stablehlo.multiply"(%516#0, %3585) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3587 = "stablehlo.multiply"(%3585, %517) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3588 = "stablehlo.dot_general"(%3586, %514) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3589 = "stablehlo.transpose"(%3588) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3590 = "stablehlo.add"(%3277, %3589) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3591 = "stablehlo.dot_general"(%3586, %158) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3592 = "stablehlo.all_reduce"(%3591) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
        %4054 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4054) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3593 = "func.call"(%516#1, %516#2, %515, %3587) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3594 = "stablehlo.dot_general"(%3593, %514) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3595 = "stablehlo.transpose"(%3594) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3596 = "stablehlo.add"(%3283, %3595) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3597 = "stablehlo.dot_general"(%3593, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3598 = "stablehlo.all_reduce"(%3597) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
        %4053 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4053) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3599 = "stablehlo.add"(%3592, %3598) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3600 = "stablehlo.multiply"(%511, %3599) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3601 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3602 = "stablehlo.reduce"(%3600, %3601) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
        %4052 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4052) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3603 = "stablehlo.reshape"(%3602) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3604 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3605 = "stablehlo.multiply"(%3599, %3604) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3607 = "stablehlo.reduce"(%3603, %3606) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
        %4051 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4051) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3608 = "stablehlo.add"(%3295, %3607) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3609 = "stablehlo.multiply"(%494, %3605) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3610 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3611 = "stablehlo.reduce"(%3609, %3610) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
        %4050 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4050) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3612 = "stablehlo.reshape"(%3611) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3613 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3614 = "stablehlo.multiply"(%3605, %3613) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3615 = "stablehlo.add"(%3581, %3614) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3616 = "stablehlo.multiply"(%3612, %509) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3617 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3618 = "stablehlo.divide"(%3616, %3617) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3619 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3620 = "stablehlo.reduce"(%3618, %3619) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
        %4049 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4049) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3621 = "stablehlo.broadcast_in_dim"(%3620) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3622 = "stablehlo.multiply"(%494, %3621) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3623 = "stablehlo.add"(%3615, %3622) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3624 = "stablehlo.multiply"(%3621, %494) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3625 = "stablehlo.add"(%3623, %3624) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3626 = "stablehlo.dot_general"(%3625, %491) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %3627 = "stablehlo.transpose"(%3626) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %3628 = "stablehlo.add"(%3315, %3627) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %3629 = "stablehlo.dot_general"(%3625, %162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %3630 = "stablehlo.reshape"(%3629) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %3631 = "stablehlo.transpose"(%3630) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %3632 = "stablehlo.dot_general"(%3631, %461) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %3633 = "stablehlo.dot_general"(%3631, %484) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %3634 = "stablehlo.transpose"(%3633) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %3635 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3636 = "stablehlo.multiply"(%3632, %3635) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3637 = "stablehlo.multiply"(%3636, %479) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3639 = "stablehlo.reduce"(%3637, %3638) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
        %4048 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4048) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3640 = "stablehlo.reshape"(%3639) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %3641 = "stablehlo.negate"(%3640) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %3642 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3643 = "stablehlo.divide"(%3632, %3642) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3645 = "stablehlo.reduce"(%3641, %3644) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
        %4047 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4047) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3646 = "stablehlo.broadcast_in_dim"(%3645) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %3647 = "stablehlo.add"(%3643, %3646) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3648 = "stablehlo.multiply"(%3647, %479) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3649 = "func.call"(%470#1, %3648) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3650 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %3651 = "stablehlo.divide"(%3649, %3650) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3652 = "stablehlo.dot_general"(%3651, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3653 = "stablehlo.transpose"(%3652) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3654 = "stablehlo.dot_general"(%3651, %459) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3655 = "stablehlo.transpose"(%3654) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3656 = "stablehlo.reshape"(%3634) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3658 = "stablehlo.reduce"(%3656, %3657) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
        %4046 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4046) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3659 = "stablehlo.broadcast_in_dim"(%3658) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3660 = "stablehlo.reshape"(%3653) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3661 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3662 = "stablehlo.reduce"(%3660, %3661) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
        %4045 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4045) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3663 = "stablehlo.broadcast_in_dim"(%3662) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3664 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3665 = "stablehlo.multiply"(%3663, %3664) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3666 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3667 = "stablehlo.multiply"(%3663, %3666) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3668 = "stablehlo.slice"(%3665) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3669 = "stablehlo.slice"(%3665) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3670 = "stablehlo.negate"(%3668) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %3671 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3672 = "stablehlo.pad"(%3670, %3671) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3673 = "stablehlo.add"(%3667, %3672) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3674 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3675 = "stablehlo.pad"(%3669, %3674) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3676 = "stablehlo.add"(%3673, %3675) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3677 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3678 = "stablehlo.multiply"(%3655, %3677) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3679 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3680 = "stablehlo.multiply"(%3655, %3679) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3681 = "stablehlo.slice"(%3678) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3682 = "stablehlo.slice"(%3678) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3683 = "stablehlo.negate"(%3681) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %3684 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3685 = "stablehlo.pad"(%3683, %3684) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3686 = "stablehlo.add"(%3680, %3685) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3688 = "stablehlo.pad"(%3682, %3687) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3689 = "stablehlo.add"(%3686, %3688) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3690 = "stablehlo.reshape"(%3659) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3691 = "stablehlo.dot_general"(%3690, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3692 = "stablehlo.transpose"(%3691) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3693 = "stablehlo.add"(%3380, %3692) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3694 = "stablehlo.dot_general"(%3690, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3695 = "stablehlo.all_reduce"(%3694) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
        %4044 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4044) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3696 = "stablehlo.reshape"(%3676) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3697 = "stablehlo.dot_general"(%3696, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3698 = "stablehlo.transpose"(%3697) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3699 = "stablehlo.add"(%3386, %3698) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3700 = "stablehlo.dot_general"(%3696, %160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3701 = "stablehlo.all_reduce"(%3700) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
        %4043 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4043) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3702 = "stablehlo.add"(%3695, %3701) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3703 = "stablehlo.reshape"(%3689) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %3704 = "stablehlo.dot_general"(%3703, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %3705 = "stablehlo.transpose"(%3704) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %3706 = "stablehlo.add"(%3393, %3705) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %3707 = "stablehlo.dot_general"(%3703, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %3708 = "stablehlo.all_reduce"(%3707) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
        %4042 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4042) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3709 = "stablehlo.add"(%3702, %3708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3710 = "stablehlo.multiply"(%376, %3709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3712 = "stablehlo.reduce"(%3710, %3711) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
        %4041 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4041) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3713 = "stablehlo.reshape"(%3712) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3714 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3715 = "stablehlo.multiply"(%3709, %3714) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3717 = "stablehlo.reduce"(%3713, %3716) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
        %4040 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4040) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3718 = "stablehlo.add"(%3405, %3717) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3719 = "stablehlo.multiply"(%359, %3715) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3721 = "stablehlo.reduce"(%3719, %3720) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
        %4039 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4039) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3722 = "stablehlo.reshape"(%3721) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3723 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3724 = "stablehlo.multiply"(%3715, %3723) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3725 = "stablehlo.add"(%3625, %3724) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3726 = "stablehlo.multiply"(%3722, %374) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3727 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3728 = "stablehlo.divide"(%3726, %3727) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3730 = "stablehlo.reduce"(%3728, %3729) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
        %4038 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4038) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3731 = "stablehlo.broadcast_in_dim"(%3730) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3732 = "stablehlo.multiply"(%359, %3731) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3733 = "stablehlo.add"(%3725, %3732) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3734 = "stablehlo.multiply"(%3731, %359) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3735 = "stablehlo.add"(%3733, %3734) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3736 = "stablehlo.dot_general"(%3735, %356) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3737 = "stablehlo.transpose"(%3736) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3738 = "stablehlo.add"(%3425, %3737) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3739 = "stablehlo.dot_general"(%3735, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3740 = "stablehlo.multiply"(%354#0, %3739) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3741 = "stablehlo.multiply"(%3739, %355) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3742 = "stablehlo.dot_general"(%3740, %352) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3743 = "stablehlo.transpose"(%3742) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3744 = "stablehlo.add"(%3431, %3743) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3745 = "stablehlo.dot_general"(%3740, %140) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3746 = "stablehlo.all_reduce"(%3745) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
        %4037 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4037) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3747 = "func.call"(%354#1, %354#2, %353, %3741) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3748 = "stablehlo.dot_general"(%3747, %352) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3749 = "stablehlo.transpose"(%3748) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3750 = "stablehlo.add"(%3437, %3749) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3751 = "stablehlo.dot_general"(%3747, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %3752 = "stablehlo.all_reduce"(%3751) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
        %4036 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4036) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3753 = "stablehlo.add"(%3746, %3752) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3754 = "stablehlo.multiply"(%349, %3753) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3755 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3756 = "stablehlo.reduce"(%3754, %3755) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
        %4035 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4035) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3757 = "stablehlo.reshape"(%3756) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3758 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3759 = "stablehlo.multiply"(%3753, %3758) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3761 = "stablehlo.reduce"(%3757, %3760) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
        %4034 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4034) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3762 = "stablehlo.add"(%3449, %3761) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3763 = "stablehlo.multiply"(%332, %3759) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3765 = "stablehlo.reduce"(%3763, %3764) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
        %4033 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4033) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3766 = "stablehlo.reshape"(%3765) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3767 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3768 = "stablehlo.multiply"(%3759, %3767) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3769 = "stablehlo.add"(%3735, %3768) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3770 = "stablehlo.multiply"(%3766, %347) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3771 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3772 = "stablehlo.divide"(%3770, %3771) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3774 = "stablehlo.reduce"(%3772, %3773) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
        %4032 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4032) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3775 = "stablehlo.broadcast_in_dim"(%3774) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3776 = "stablehlo.multiply"(%332, %3775) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3777 = "stablehlo.add"(%3769, %3776) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3778 = "stablehlo.multiply"(%3775, %332) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3779 = "stablehlo.add"(%3777, %3778) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3780 = "stablehlo.dot_general"(%3779, %329) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %3781 = "stablehlo.transpose"(%3780) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %3782 = "stablehlo.add"(%3469, %3781) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %3783 = "stablehlo.dot_general"(%3779, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %3784 = "stablehlo.reshape"(%3783) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
      %3785 = "stablehlo.transpose"(%3784) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
      %3786 = "stablehlo.dot_general"(%3785, %299) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
      %3787 = "stablehlo.dot_general"(%3785, %322) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
      %3788 = "stablehlo.transpose"(%3787) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
      %3789 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3790 = "stablehlo.multiply"(%3786, %3789) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3791 = "stablehlo.multiply"(%3790, %317) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3793 = "stablehlo.reduce"(%3791, %3792) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
        %4031 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4031) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3794 = "stablehlo.reshape"(%3793) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
      %3795 = "stablehlo.negate"(%3794) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
      %3796 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
      %3797 = "stablehlo.divide"(%3786, %3796) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3798 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3799 = "stablehlo.reduce"(%3795, %3798) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
        %4030 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4030) : (tensor<f32>) -> ()
      }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
      %3800 = "stablehlo.broadcast_in_dim"(%3799) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
      %3801 = "stablehlo.add"(%3797, %3800) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3802 = "stablehlo.multiply"(%3801, %317) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3803 = "func.call"(%308#1, %3802) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3804 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
      %3805 = "stablehlo.divide"(%3803, %3804) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
      %3806 = "stablehlo.dot_general"(%3805, %259) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3807 = "stablehlo.transpose"(%3806) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3808 = "stablehlo.dot_general"(%3805, %297) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
      %3809 = "stablehlo.transpose"(%3808) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
      %3810 = "stablehlo.reshape"(%3788) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3811 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3812 = "stablehlo.reduce"(%3810, %3811) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
        %4029 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4029) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3813 = "stablehlo.broadcast_in_dim"(%3812) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3814 = "stablehlo.reshape"(%3807) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
      %3815 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3816 = "stablehlo.reduce"(%3814, %3815) <{dimensions = array<i64: 2, 3>}> ({
      ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
        %4028 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4028) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
      %3817 = "stablehlo.broadcast_in_dim"(%3816) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
      %3818 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3819 = "stablehlo.multiply"(%3817, %3818) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3820 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3821 = "stablehlo.multiply"(%3817, %3820) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3822 = "stablehlo.slice"(%3819) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3823 = "stablehlo.slice"(%3819) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
      %3824 = "stablehlo.negate"(%3822) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
      %3825 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3826 = "stablehlo.pad"(%3824, %3825) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3827 = "stablehlo.add"(%3821, %3826) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3829 = "stablehlo.pad"(%3823, %3828) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
      %3830 = "stablehlo.add"(%3827, %3829) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
      %3831 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3832 = "stablehlo.multiply"(%3809, %3831) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3833 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
      %3834 = "stablehlo.multiply"(%3809, %3833) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3835 = "stablehlo.slice"(%3832) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3836 = "stablehlo.slice"(%3832) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
      %3837 = "stablehlo.negate"(%3835) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
      %3838 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3839 = "stablehlo.pad"(%3837, %3838) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3840 = "stablehlo.add"(%3834, %3839) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3842 = "stablehlo.pad"(%3836, %3841) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
      %3843 = "stablehlo.add"(%3840, %3842) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
      %3844 = "stablehlo.reshape"(%3813) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3845 = "stablehlo.dot_general"(%3844, %217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3846 = "stablehlo.transpose"(%3845) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3847 = "stablehlo.add"(%3534, %3846) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3848 = "stablehlo.dot_general"(%3844, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3849 = "stablehlo.all_reduce"(%3848) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
        %4027 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4027) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3850 = "stablehlo.reshape"(%3830) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
      %3851 = "stablehlo.dot_general"(%3850, %217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
      %3852 = "stablehlo.transpose"(%3851) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %3853 = "stablehlo.add"(%3540, %3852) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %3854 = "stablehlo.dot_general"(%3850, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
      %3855 = "stablehlo.all_reduce"(%3854) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
        %4026 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4026) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3856 = "stablehlo.add"(%3849, %3855) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3857 = "stablehlo.reshape"(%3843) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
      %3858 = "stablehlo.dot_general"(%3857, %217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %3859 = "stablehlo.transpose"(%3858) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %3860 = "stablehlo.add"(%3547, %3859) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %3861 = "stablehlo.dot_general"(%3857, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %3862 = "stablehlo.all_reduce"(%3861) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
        %4025 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4025) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3863 = "stablehlo.add"(%3856, %3862) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3864 = "stablehlo.multiply"(%214, %3863) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3865 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3866 = "stablehlo.reduce"(%3864, %3865) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
        %4024 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4024) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3867 = "stablehlo.reshape"(%3866) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3868 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %3869 = "stablehlo.multiply"(%3863, %3868) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3870 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3871 = "stablehlo.reduce"(%3867, %3870) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
        %4023 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4023) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %3872 = "stablehlo.add"(%3559, %3871) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3873 = "stablehlo.multiply"(%197#0, %3869) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3874 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3875 = "stablehlo.reduce"(%3873, %3874) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
        %4022 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4022) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3876 = "stablehlo.reshape"(%3875) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %3877 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %3878 = "stablehlo.multiply"(%3869, %3877) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3879 = "stablehlo.add"(%3779, %3878) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3880 = "stablehlo.multiply"(%3876, %212) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3881 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %3882 = "stablehlo.divide"(%3880, %3881) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %3883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3884 = "stablehlo.reduce"(%3882, %3883) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
        %4021 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4021) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %3885 = "stablehlo.broadcast_in_dim"(%3884) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %3886 = "stablehlo.multiply"(%197#0, %3885) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3887 = "stablehlo.add"(%3879, %3886) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3888 = "stablehlo.multiply"(%3885, %197#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3889 = "stablehlo.add"(%3887, %3888) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3890 = "func.call"(%197#1, %3889) <{callee = @_where_15}> : (tensor<i1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3891 = "func.call"(%195#1, %3890) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %3892 = "func.call"(%192#1, %3891) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %3893 = "stablehlo.add"(%3580, %3892) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3894 = "stablehlo.broadcast_in_dim"(%3693) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
      %3895 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3896 = "stablehlo.pad"(%3894, %3895) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
      %3897 = "stablehlo.broadcast_in_dim"(%3706) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x128xf32>) -> tensor<1x1x256x128xf32>
      %3898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3899 = "stablehlo.pad"(%3897, %3898) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x2x256x128xf32>
      %3900 = "stablehlo.broadcast_in_dim"(%3628) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x256xf32>) -> tensor<1x1x128x256xf32>
      %3901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3902 = "stablehlo.pad"(%3900, %3901) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x2x128x256xf32>
      %3903 = "stablehlo.broadcast_in_dim"(%3699) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
      %3904 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3905 = "stablehlo.pad"(%3903, %3904) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
      %3906 = "stablehlo.broadcast_in_dim"(%3590) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
      %3907 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3908 = "stablehlo.pad"(%3906, %3907) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
      %3909 = "stablehlo.broadcast_in_dim"(%3596) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
      %3910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3911 = "stablehlo.pad"(%3909, %3910) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
      %3912 = "stablehlo.broadcast_in_dim"(%3584) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
      %3913 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3914 = "stablehlo.pad"(%3912, %3913) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
      %3915 = "stablehlo.broadcast_in_dim"(%3608) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3916 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3917 = "stablehlo.pad"(%3915, %3916) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
      %3918 = "stablehlo.broadcast_in_dim"(%3718) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3919 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3920 = "stablehlo.pad"(%3918, %3919) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
      %3921 = "stablehlo.broadcast_in_dim"(%3847) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
      %3922 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3923 = "stablehlo.pad"(%3921, %3922) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
      %3924 = "stablehlo.add"(%3896, %3923) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
      %3925 = "stablehlo.broadcast_in_dim"(%3860) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x128xf32>) -> tensor<1x1x256x128xf32>
      %3926 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3927 = "stablehlo.pad"(%3925, %3926) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x2x256x128xf32>
      %3928 = "stablehlo.add"(%3899, %3927) : (tensor<1x2x256x128xf32>, tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
      %3929 = "stablehlo.broadcast_in_dim"(%3782) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x256xf32>) -> tensor<1x1x128x256xf32>
      %3930 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3931 = "stablehlo.pad"(%3929, %3930) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x2x128x256xf32>
      %3932 = "stablehlo.add"(%3902, %3931) : (tensor<1x2x128x256xf32>, tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
      %3933 = "stablehlo.broadcast_in_dim"(%3853) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
      %3934 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3935 = "stablehlo.pad"(%3933, %3934) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
      %3936 = "stablehlo.add"(%3905, %3935) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
      %3937 = "stablehlo.broadcast_in_dim"(%3744) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
      %3938 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3939 = "stablehlo.pad"(%3937, %3938) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
      %3940 = "stablehlo.add"(%3908, %3939) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3941 = "stablehlo.broadcast_in_dim"(%3750) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
      %3942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3943 = "stablehlo.pad"(%3941, %3942) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
      %3944 = "stablehlo.add"(%3911, %3943) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3945 = "stablehlo.broadcast_in_dim"(%3738) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
      %3946 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3947 = "stablehlo.pad"(%3945, %3946) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
      %3948 = "stablehlo.add"(%3914, %3947) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3949 = "stablehlo.broadcast_in_dim"(%3762) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3950 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3951 = "stablehlo.pad"(%3949, %3950) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
      %3952 = "stablehlo.add"(%3917, %3951) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
      %3953 = "stablehlo.broadcast_in_dim"(%3872) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %3954 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3955 = "stablehlo.pad"(%3953, %3954) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
      %3956 = "stablehlo.add"(%3920, %3955) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
      %3957 = "stablehlo.all_reduce"(%2180) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
        %4020 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4020) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %3958 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3959 = "stablehlo.divide"(%3957, %3958) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %3960 = "stablehlo.all_reduce"(%3893) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
        %4019 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4019) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3961 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3962 = "stablehlo.broadcast_in_dim"(%3961) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %3963 = "stablehlo.divide"(%3960, %3962) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3964 = "stablehlo.all_reduce"(%3251) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
        %4018 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4018) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %3965 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3966 = "stablehlo.broadcast_in_dim"(%3965) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %3967 = "stablehlo.divide"(%3964, %3966) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %3968 = "stablehlo.all_reduce"(%3240) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
        %4017 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4017) : (tensor<f32>) -> ()
      }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %3969 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3970 = "stablehlo.broadcast_in_dim"(%3969) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
      %3971 = "stablehlo.divide"(%3968, %3970) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %3972 = "stablehlo.all_reduce"(%3956) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
        %4016 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4016) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
      %3973 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3974 = "stablehlo.broadcast_in_dim"(%3973) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256xf32>
      %3975 = "stablehlo.divide"(%3972, %3974) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
      %3976 = "stablehlo.all_reduce"(%3952) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
        %4015 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4015) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
      %3977 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3978 = "stablehlo.broadcast_in_dim"(%3977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256xf32>
      %3979 = "stablehlo.divide"(%3976, %3978) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
      %3980 = "stablehlo.all_reduce"(%3948) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
        %4014 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4014) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3981 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3982 = "stablehlo.broadcast_in_dim"(%3981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x256xf32>
      %3983 = "stablehlo.divide"(%3980, %3982) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3984 = "stablehlo.all_reduce"(%3944) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
        %4013 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4013) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3985 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3986 = "stablehlo.broadcast_in_dim"(%3985) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x256xf32>
      %3987 = "stablehlo.divide"(%3984, %3986) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3988 = "stablehlo.all_reduce"(%3940) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
        %4012 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4012) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3989 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3990 = "stablehlo.broadcast_in_dim"(%3989) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x256xf32>
      %3991 = "stablehlo.divide"(%3988, %3990) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
      %3992 = "stablehlo.all_reduce"(%3936) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
        %4011 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4011) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
      %3993 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3994 = "stablehlo.broadcast_in_dim"(%3993) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x64xf32>
      %3995 = "stablehlo.divide"(%3992, %3994) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
      %3996 = "stablehlo.all_reduce"(%3932) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
        %4010 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4010) : (tensor<f32>) -> ()
      }) : (tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
      %3997 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3998 = "stablehlo.broadcast_in_dim"(%3997) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x128x256xf32>
      %3999 = "stablehlo.divide"(%3996, %3998) : (tensor<1x2x128x256xf32>, tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
      %4000 = "stablehlo.all_reduce"(%3928) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
        %4009 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4009) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
      %4001 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %4002 = "stablehlo.broadcast_in_dim"(%4001) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x128xf32>
      %4003 = "stablehlo.divide"(%4000, %4002) : (tensor<1x2x256x128xf32>, tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
      %4004 = "stablehlo.all_reduce"(%3924) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
        %4008 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4008) : (tensor<f32>) -> ()
      }) : (tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
      %4005 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %4006 = "stablehlo.broadcast_in_dim"(%4005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x64xf32>
      %4007 = "stablehlo.divide"(%4004, %4006) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
      "sdy.return"(%3959, %3963, %3967, %3971, %3975, %3979, %3983, %3987, %3991, %3995, %3999, %4003, %4007) : (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x64xf32>, tensor<1x2x128x256xf32>, tensor<1x2x256x128xf32>, tensor<1x2x256x64xf32>) -> ()
    }) : (tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>, tensor<4x4x128xi32>, tensor<4x4x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>)
    "func.return"(%120#0, %120#1, %120#2, %120#3, %120#4, %120#5, %120#6, %120#7, %120#8, %120#9, %120#10, %120#11, %120#12) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<128x128xi1>):
    %111 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %114 = "stablehlo.add"(%111, %113) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %115 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %116 = "stablehlo.compare"(%114, %115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %117 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %119 = "stablehlo.select"(%116, %arg61, %118) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%119) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<2x128xi1>, %arg59: tensor<2x128xi32>, %arg60: tensor<i32>):
    %108 = "stablehlo.convert"(%arg60) : (tensor<i32>) -> tensor<i32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %110 = "stablehlo.select"(%arg58, %arg59, %109) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%110) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<256x256xf32>, %arg55: tensor<2x128xi32>):
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %86 = "stablehlo.compare"(%arg55, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %87 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %89 = "stablehlo.add"(%arg55, %88) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %90 = "func.call"(%86, %89, %arg55) <{callee = @_where_0}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %92 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %95 = "stablehlo.compare"(%91, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %96 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %98 = "stablehlo.compare"(%91, %97) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %99 = "stablehlo.and"(%95, %98) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %100 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg56: tensor<i1>, %arg57: tensor<i1>):
      %107 = "stablehlo.and"(%arg56, %arg57) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%107) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %102 = "stablehlo.gather"(%arg54, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<256x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %104 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %106 = "stablehlo.select"(%103, %102, %105) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%106, %91) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<2x128xi1>, %arg52: tensor<2x128xi32>, %arg53: tensor<2x128xi32>):
    %83 = "stablehlo.select"(%arg51, %arg52, %arg53) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%83) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>), res_attrs = [{}, {}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<2x128x1xi1>, %arg49: tensor<2x128x256xf32>, %arg50: tensor<f32>):
    %80 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xi1>) -> tensor<2x128x256xi1>
    %81 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %82 = "stablehlo.select"(%80, %arg49, %81) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%82, %80) : (tensor<2x128x256xf32>, tensor<2x128x256xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>), res_attrs = [{}, {}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<i1>, %arg46: tensor<2x128x256xf32>, %arg47: tensor<2x128x256xf32>):
    %79 = "stablehlo.select"(%arg45, %arg46, %arg47) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%79, %arg45) : (tensor<2x128x256xf32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<1x1x128x128xi1>, %arg43: tensor<2x2x128x128xf32>, %arg44: tensor<f32>):
    %76 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x2x128x128xi1>
    %77 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %78 = "stablehlo.select"(%76, %arg43, %77) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%78, %76) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2x128x256xf32>):
    %63 = "stablehlo.negate"(%arg41) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %64 = "stablehlo.exponential"(%63) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %65 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %67 = "stablehlo.add"(%66, %64) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %68 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %70 = "stablehlo.divide"(%69, %67) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %73 = "stablehlo.subtract"(%72, %70) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %74 = "stablehlo.multiply"(%70, %73) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %75 = "stablehlo.multiply"(%arg41, %70) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%75, %74, %70) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>), res_attrs = [{}, {}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<i1>, %arg39: tensor<2x128x256xf32>, %arg40: tensor<2x128x256xf32>):
    %62 = "stablehlo.select"(%arg38, %arg39, %arg40) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%62, %arg38) : (tensor<2x128x256xf32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2x128x256xf32>, %arg35: tensor<2x128x1xi32>):
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %41 = "stablehlo.compare"(%arg35, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %44 = "stablehlo.add"(%arg35, %43) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %45 = "stablehlo.select"(%41, %44, %arg35) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %47 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %50 = "stablehlo.compare"(%46, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %51 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %53 = "stablehlo.compare"(%46, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %54 = "stablehlo.and"(%50, %53) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %55 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg36: tensor<i1>, %arg37: tensor<i1>):
      %61 = "stablehlo.and"(%arg36, %arg37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%61) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %57 = "stablehlo.gather"(%arg34, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %58 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %60 = "stablehlo.select"(%56, %57, %59) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%60, %46) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>), res_attrs = [{}, {}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2x128xi1>, %arg32: tensor<2x128xf32>, %arg33: tensor<f32>):
    %36 = "stablehlo.convert"(%arg33) : (tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %38 = "stablehlo.select"(%arg31, %arg32, %37) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%38, %arg31) : (tensor<2x128xf32>, tensor<2x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i1>), res_attrs = [{}, {}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<i1>, %arg29: tensor<f32>, %arg30: tensor<f32>):
    %34 = "stablehlo.convert"(%arg30) : (tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.select"(%arg28, %arg29, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%35, %arg28) : (tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<i1>, %arg27: tensor<f32>):
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.select"(%arg26, %arg27, %32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%33) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x128xi1>, %arg25: tensor<2x128xf32>):
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %31 = "stablehlo.select"(%arg24, %arg25, %30) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%31) : (tensor<2x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "take_along_axis_9", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<2x128x1x1xi32>, %arg21: tensor<2x128x1xf32>):
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %27 = "stablehlo.scatter"(%26, %arg20, %arg21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %28 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    "func.return"(%27) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "silu_10", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x128x256xf32>, %arg17: tensor<2x128x256xf32>, %arg18: tensor<2x128x256xf32>, %arg19: tensor<2x128x256xf32>):
    %21 = "stablehlo.multiply"(%arg18, %arg19) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %22 = "stablehlo.multiply"(%arg19, %arg17) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %23 = "stablehlo.multiply"(%21, %arg16) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%24) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x2x128x128xi1>, %arg15: tensor<2x2x128x128xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %20 = "stablehlo.select"(%arg14, %arg15, %19) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%20) : (tensor<2x2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>), res_attrs = [{}, {}], sym_name = "_where_12", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i1>, %arg11: tensor<2x128x256xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %14 = "stablehlo.select"(%arg10, %13, %arg11) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %15 = "stablehlo.select"(%arg10, %arg11, %13) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %17 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%16, %14) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "_where_13", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x128x256xi1>, %arg9: tensor<2x128x256xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %11 = "stablehlo.select"(%arg8, %arg9, %10) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%11) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>, res_attrs = [{}], sym_name = "_take_14", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x128x1xi32>, %arg5: tensor<2x128x256xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %7 = "stablehlo.scatter"(%6, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %8 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    "func.return"(%7) : (tensor<256x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "_where_15", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<2x128x256xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %4 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%3) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
