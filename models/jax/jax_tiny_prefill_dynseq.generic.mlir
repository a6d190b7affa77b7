"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{function_type = (tensor<1000x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1000xf32>, tensor<1x?xi32>) -> tensor<1x?x1000xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg92: tensor<1000x256xf32>, %arg93: tensor<256xf32>, %arg94: tensor<256xf32>, %arg95: tensor<256xf32>, %arg96: tensor<688x256xf32>, %arg97: tensor<256x688xf32>, %arg98: tensor<256x688xf32>, %arg99: tensor<256x256xf32>, %arg100: tensor<256x256xf32>, %arg101: tensor<256x256xf32>, %arg102: tensor<256x256xf32>, %arg103: tensor<256xf32>, %arg104: tensor<256xf32>, %arg105: tensor<688x256xf32>, %arg106: tensor<256x688xf32>, %arg107: tensor<256x688xf32>, %arg108: tensor<256x256xf32>, %arg109: tensor<256x256xf32>, %arg110: tensor<256x256xf32>, %arg111: tensor<256x256xf32>, %arg112: tensor<256xf32>, %arg113: tensor<256xf32>, %arg114: tensor<688x256xf32>, %arg115: tensor<256x688xf32>, %arg116: tensor<256x688xf32>, %arg117: tensor<256x256xf32>, %arg118: tensor<256x256xf32>, %arg119: tensor<256x256xf32>, %arg120: tensor<256x256xf32>, %arg121: tensor<256xf32>, %arg122: tensor<256xf32>, %arg123: tensor<688x256xf32>, %arg124: tensor<256x688xf32>, %arg125: tensor<256x688xf32>, %arg126: tensor<256x256xf32>, %arg127: tensor<256x256xf32>, %arg128: tensor<256x256xf32>, %arg129: tensor<256x256xf32>, %arg130: tensor<256x1000xf32>, %arg131: tensor<1x?xi32>):
    %995 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %996 = "stablehlo.get_dimension_size"(%arg131) <{dimension = 1 : i64}> : (tensor<1x?xi32>) -> tensor<i32>
    %997 = "stablehlo.compare"(%996, %995) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%997, %996) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 's'. Using the following polymorphic shapes specifications: args[1].shape = (1, s). Obtained dimension variables: 's' = {0} from specification 's' for dimension args[1].shape[1] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>) -> ()
    %998 = "func.call"(%996, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118, %arg119, %arg120, %arg121, %arg122, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg131) <{callee = @_wrapped_jax_export_main}> : (tensor<i32>, tensor<1000x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1000xf32>, tensor<1x?xi32>) -> tensor<1x?x1000xf32>
    "func.return"(%998) : (tensor<1x?x1000xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<i32>, tensor<1000x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<688x256xf32>, tensor<256x688xf32>, tensor<256x688xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1000xf32>, tensor<1x?xi32>) -> tensor<1x?x1000xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "_wrapped_jax_export_main", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<i32>, %arg18: tensor<1000x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<688x256xf32>, %arg23: tensor<256x688xf32>, %arg24: tensor<256x688xf32>, %arg25: tensor<256x256xf32>, %arg26: tensor<256x256xf32>, %arg27: tensor<256x256xf32>, %arg28: tensor<256x256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<688x256xf32>, %arg32: tensor<256x688xf32>, %arg33: tensor<256x688xf32>, %arg34: tensor<256x256xf32>, %arg35: tensor<256x256xf32>, %arg36: tensor<256x256xf32>, %arg37: tensor<256x256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<688x256xf32>, %arg41: tensor<256x688xf32>, %arg42: tensor<256x688xf32>, %arg43: tensor<256x256xf32>, %arg44: tensor<256x256xf32>, %arg45: tensor<256x256xf32>, %arg46: tensor<256x256xf32>, %arg47: tensor<256xf32>, %arg48: tensor<256xf32>, %arg49: tensor<688x256xf32>, %arg50: tensor<256x688xf32>, %arg51: tensor<256x688xf32>, %arg52: tensor<256x256xf32>, %arg53: tensor<256x256xf32>, %arg54: tensor<256x256xf32>, %arg55: tensor<256x256xf32>, %arg56: tensor<256x1000xf32>, %arg57: tensor<1x?xi32>):
    %86 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.constant"() <{value = dense<32> : tensor<1xi32>}> : () -> tensor<1xi32>
    %89 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.constant"() <{value = dense<64> : tensor<1xi32>}> : () -> tensor<1xi32>
    %95 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %96 = "stablehlo.constant"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %97 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %104 = "func.call"(%arg17, %arg18, %arg57) <{callee = @_take}> : (tensor<i32>, tensor<1000x256xf32>, tensor<1x?xi32>) -> tensor<1x?x256xf32>
    %105 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %106 = "stablehlo.dynamic_iota"(%105) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
    %107 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %108 = "stablehlo.dynamic_broadcast_in_dim"(%103, %107) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %109 = "stablehlo.multiply"(%108, %106) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %110 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.dynamic_broadcast_in_dim"(%102, %110) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %112 = "stablehlo.add"(%111, %109) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %113 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %115 = "stablehlo.concatenate"(%113, %114) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %116 = "stablehlo.dynamic_broadcast_in_dim"(%101, %115) <{broadcast_dimensions = array<i64>}> : (tensor<i1>, tensor<2xi32>) -> tensor<?x?xi1>
    %117 = "func.call"(%arg17, %116) <{callee = @tril}> : (tensor<i32>, tensor<?x?xi1>) -> tensor<?x?xi1>
    %118 = "stablehlo.multiply"(%104, %104) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %119 = "stablehlo.reduce"(%118, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %994 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%994) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %120 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %121 = "stablehlo.concatenate"(%99, %120, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %122 = "stablehlo.dynamic_broadcast_in_dim"(%119, %121) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %123 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %124 = "stablehlo.concatenate"(%99, %123, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %125 = "stablehlo.dynamic_broadcast_in_dim"(%98, %124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %126 = "stablehlo.divide"(%122, %125) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %127 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %128 = "stablehlo.concatenate"(%99, %127, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %129 = "stablehlo.dynamic_broadcast_in_dim"(%97, %128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %130 = "stablehlo.add"(%126, %129) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %131 = "stablehlo.rsqrt"(%130) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %132 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %133 = "stablehlo.concatenate"(%99, %132, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %134 = "stablehlo.dynamic_broadcast_in_dim"(%131, %133) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %135 = "stablehlo.multiply"(%104, %134) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %137 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %138 = "stablehlo.concatenate"(%99, %137, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %139 = "stablehlo.dynamic_broadcast_in_dim"(%136, %138) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %140 = "stablehlo.multiply"(%135, %139) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %141 = "stablehlo.dot_general"(%140, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %142 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %143 = "stablehlo.concatenate"(%99, %142, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %144 = "stablehlo.dynamic_reshape"(%141, %143) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %145 = "stablehlo.dot_general"(%140, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %146 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %147 = "stablehlo.concatenate"(%99, %146, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %148 = "stablehlo.dynamic_reshape"(%145, %147) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %149 = "stablehlo.dot_general"(%140, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %150 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %151 = "stablehlo.concatenate"(%99, %150, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %152 = "stablehlo.dynamic_reshape"(%149, %151) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %153 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %154 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %155 = "stablehlo.multiply"(%154, %153) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %156 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %157 = "stablehlo.add"(%156, %155) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %158 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %159 = "stablehlo.divide"(%157, %158) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %160 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %161 = "stablehlo.power"(%160, %159) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %162 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %163 = "stablehlo.divide"(%162, %161) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %164 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %165 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %166 = "stablehlo.concatenate"(%165, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %167 = "stablehlo.dynamic_broadcast_in_dim"(%164, %166) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %168 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %169 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %170 = "stablehlo.concatenate"(%169, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %171 = "stablehlo.dynamic_broadcast_in_dim"(%167, %170) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %172 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %173 = "stablehlo.concatenate"(%172, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %174 = "stablehlo.dynamic_broadcast_in_dim"(%168, %173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %175 = "stablehlo.multiply"(%171, %174) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %176 = "stablehlo.concatenate"(%175, %175) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %177 = "stablehlo.cosine"(%176) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %178 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %179 = "stablehlo.concatenate"(%99, %178, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %180 = "stablehlo.dynamic_broadcast_in_dim"(%177, %179) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %181 = "stablehlo.sine"(%176) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %182 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %183 = "stablehlo.concatenate"(%99, %182, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %184 = "stablehlo.dynamic_broadcast_in_dim"(%181, %183) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %185 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %186 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %187 = "stablehlo.concatenate"(%99, %186, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %188 = "stablehlo.dynamic_gather"(%144, %185, %187) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %189 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %190 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %191 = "stablehlo.concatenate"(%99, %190, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %192 = "stablehlo.dynamic_gather"(%144, %189, %191) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %193 = "stablehlo.negate"(%192) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %194 = "stablehlo.concatenate"(%193, %188) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %195 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %196 = "stablehlo.concatenate"(%99, %195, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %197 = "stablehlo.dynamic_broadcast_in_dim"(%180, %196) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %198 = "stablehlo.multiply"(%144, %197) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %199 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %200 = "stablehlo.concatenate"(%99, %199, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %201 = "stablehlo.dynamic_broadcast_in_dim"(%184, %200) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %202 = "stablehlo.multiply"(%194, %201) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %203 = "stablehlo.add"(%198, %202) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %204 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %205 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %206 = "stablehlo.multiply"(%205, %204) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %207 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %208 = "stablehlo.add"(%207, %206) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %209 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %210 = "stablehlo.divide"(%208, %209) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %211 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %212 = "stablehlo.power"(%211, %210) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %213 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %214 = "stablehlo.divide"(%213, %212) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %215 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %216 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %217 = "stablehlo.concatenate"(%216, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %218 = "stablehlo.dynamic_broadcast_in_dim"(%215, %217) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %219 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %220 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %221 = "stablehlo.concatenate"(%220, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %222 = "stablehlo.dynamic_broadcast_in_dim"(%218, %221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %223 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %224 = "stablehlo.concatenate"(%223, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %225 = "stablehlo.dynamic_broadcast_in_dim"(%219, %224) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %226 = "stablehlo.multiply"(%222, %225) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %227 = "stablehlo.concatenate"(%226, %226) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %228 = "stablehlo.cosine"(%227) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %229 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %230 = "stablehlo.concatenate"(%99, %229, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %231 = "stablehlo.dynamic_broadcast_in_dim"(%228, %230) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %232 = "stablehlo.sine"(%227) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %233 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %234 = "stablehlo.concatenate"(%99, %233, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %235 = "stablehlo.dynamic_broadcast_in_dim"(%232, %234) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %236 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %237 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %238 = "stablehlo.concatenate"(%99, %237, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %239 = "stablehlo.dynamic_gather"(%148, %236, %238) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %240 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %241 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %242 = "stablehlo.concatenate"(%99, %241, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %243 = "stablehlo.dynamic_gather"(%148, %240, %242) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %244 = "stablehlo.negate"(%243) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %245 = "stablehlo.concatenate"(%244, %239) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %246 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %247 = "stablehlo.concatenate"(%99, %246, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %248 = "stablehlo.dynamic_broadcast_in_dim"(%231, %247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %249 = "stablehlo.multiply"(%148, %248) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %250 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %251 = "stablehlo.concatenate"(%99, %250, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %252 = "stablehlo.dynamic_broadcast_in_dim"(%235, %251) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %253 = "stablehlo.multiply"(%245, %252) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %254 = "stablehlo.add"(%249, %253) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %255 = "stablehlo.dot_general"(%203, %254) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x4x?x?xf32>
    %256 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %257 = "stablehlo.convert"(%256) : (tensor<f32>) -> tensor<f32>
    %258 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %259 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %260 = "stablehlo.concatenate"(%99, %95, %258, %259) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %261 = "stablehlo.dynamic_broadcast_in_dim"(%257, %260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %262 = "stablehlo.divide"(%255, %261) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %263 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %264 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %265 = "stablehlo.concatenate"(%99, %99, %263, %264) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %266 = "stablehlo.dynamic_broadcast_in_dim"(%117, %265) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %267 = "func.call"(%arg17, %266, %262, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?x?xf32>
    %268 = "stablehlo.reduce"(%267, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %993 = "stablehlo.maximum"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%993) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %269 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %270 = "stablehlo.concatenate"(%99, %95, %269) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %271 = "stablehlo.dynamic_broadcast_in_dim"(%86, %270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x4x?xf32>
    %272 = "stablehlo.maximum"(%271, %268) : (tensor<1x4x?xf32>, tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %273 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %274 = "stablehlo.concatenate"(%99, %95, %273, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %275 = "stablehlo.dynamic_broadcast_in_dim"(%272, %274) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %276 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %277 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %278 = "stablehlo.concatenate"(%99, %95, %276, %277) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %279 = "stablehlo.dynamic_broadcast_in_dim"(%275, %278) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %280 = "stablehlo.subtract"(%267, %279) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %281 = "stablehlo.exponential"(%280) : (tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %282 = "stablehlo.reduce"(%281, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %992 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%992) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %283 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %284 = "stablehlo.concatenate"(%99, %95, %283, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %285 = "stablehlo.dynamic_broadcast_in_dim"(%282, %284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %286 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %287 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %288 = "stablehlo.concatenate"(%99, %95, %286, %287) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %289 = "stablehlo.dynamic_broadcast_in_dim"(%285, %288) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %290 = "stablehlo.divide"(%281, %289) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %291 = "stablehlo.dot_general"(%152, %290) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x64x?xf32>
    %292 = "stablehlo.transpose"(%291) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x4x64x?xf32>) -> tensor<1x?x4x64xf32>
    %293 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %294 = "stablehlo.concatenate"(%99, %293, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %295 = "stablehlo.dynamic_reshape"(%292, %294) : (tensor<1x?x4x64xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %296 = "stablehlo.dot_general"(%295, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %297 = "stablehlo.add"(%104, %296) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %298 = "stablehlo.multiply"(%297, %297) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %299 = "stablehlo.reduce"(%298, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %991 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%991) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %300 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %301 = "stablehlo.concatenate"(%99, %300, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %302 = "stablehlo.dynamic_broadcast_in_dim"(%299, %301) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %303 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %304 = "stablehlo.concatenate"(%99, %303, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %305 = "stablehlo.dynamic_broadcast_in_dim"(%98, %304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %306 = "stablehlo.divide"(%302, %305) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %307 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %308 = "stablehlo.concatenate"(%99, %307, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %309 = "stablehlo.dynamic_broadcast_in_dim"(%97, %308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %310 = "stablehlo.add"(%306, %309) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %311 = "stablehlo.rsqrt"(%310) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %312 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %313 = "stablehlo.concatenate"(%99, %312, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %314 = "stablehlo.dynamic_broadcast_in_dim"(%311, %313) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %315 = "stablehlo.multiply"(%297, %314) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %316 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %317 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %318 = "stablehlo.concatenate"(%99, %317, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %319 = "stablehlo.dynamic_broadcast_in_dim"(%316, %318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %320 = "stablehlo.multiply"(%315, %319) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %321 = "stablehlo.dot_general"(%320, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %322 = "func.call"(%arg17, %321) <{callee = @silu}> : (tensor<i32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %323 = "stablehlo.dot_general"(%320, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %324 = "stablehlo.multiply"(%322, %323) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %325 = "stablehlo.dot_general"(%324, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x688xf32>, tensor<688x256xf32>) -> tensor<1x?x256xf32>
    %326 = "stablehlo.add"(%297, %325) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %327 = "stablehlo.multiply"(%326, %326) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %328 = "stablehlo.reduce"(%327, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %990 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%990) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %329 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %330 = "stablehlo.concatenate"(%99, %329, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %331 = "stablehlo.dynamic_broadcast_in_dim"(%328, %330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %332 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %333 = "stablehlo.concatenate"(%99, %332, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %334 = "stablehlo.dynamic_broadcast_in_dim"(%98, %333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %335 = "stablehlo.divide"(%331, %334) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %336 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %337 = "stablehlo.concatenate"(%99, %336, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %338 = "stablehlo.dynamic_broadcast_in_dim"(%97, %337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %339 = "stablehlo.add"(%335, %338) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %340 = "stablehlo.rsqrt"(%339) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %341 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %342 = "stablehlo.concatenate"(%99, %341, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %343 = "stablehlo.dynamic_broadcast_in_dim"(%340, %342) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %344 = "stablehlo.multiply"(%326, %343) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %345 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %346 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %347 = "stablehlo.concatenate"(%99, %346, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %348 = "stablehlo.dynamic_broadcast_in_dim"(%345, %347) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %349 = "stablehlo.multiply"(%344, %348) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %350 = "stablehlo.dot_general"(%349, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %351 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %352 = "stablehlo.concatenate"(%99, %351, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %353 = "stablehlo.dynamic_reshape"(%350, %352) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %354 = "stablehlo.dot_general"(%349, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %355 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %356 = "stablehlo.concatenate"(%99, %355, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %357 = "stablehlo.dynamic_reshape"(%354, %356) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %358 = "stablehlo.dot_general"(%349, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %359 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %360 = "stablehlo.concatenate"(%99, %359, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %361 = "stablehlo.dynamic_reshape"(%358, %360) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %362 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %363 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %364 = "stablehlo.multiply"(%363, %362) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %365 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %366 = "stablehlo.add"(%365, %364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %367 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %368 = "stablehlo.divide"(%366, %367) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %369 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %370 = "stablehlo.power"(%369, %368) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %371 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %372 = "stablehlo.divide"(%371, %370) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %373 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %374 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %375 = "stablehlo.concatenate"(%374, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %376 = "stablehlo.dynamic_broadcast_in_dim"(%373, %375) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %377 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %378 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %379 = "stablehlo.concatenate"(%378, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %380 = "stablehlo.dynamic_broadcast_in_dim"(%376, %379) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %381 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %382 = "stablehlo.concatenate"(%381, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %383 = "stablehlo.dynamic_broadcast_in_dim"(%377, %382) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %384 = "stablehlo.multiply"(%380, %383) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %385 = "stablehlo.concatenate"(%384, %384) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %386 = "stablehlo.cosine"(%385) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %387 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %388 = "stablehlo.concatenate"(%99, %387, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %389 = "stablehlo.dynamic_broadcast_in_dim"(%386, %388) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %390 = "stablehlo.sine"(%385) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %391 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %392 = "stablehlo.concatenate"(%99, %391, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %393 = "stablehlo.dynamic_broadcast_in_dim"(%390, %392) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %394 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %395 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %396 = "stablehlo.concatenate"(%99, %395, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %397 = "stablehlo.dynamic_gather"(%353, %394, %396) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %398 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %399 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %400 = "stablehlo.concatenate"(%99, %399, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %401 = "stablehlo.dynamic_gather"(%353, %398, %400) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %402 = "stablehlo.negate"(%401) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %403 = "stablehlo.concatenate"(%402, %397) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %404 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %405 = "stablehlo.concatenate"(%99, %404, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %406 = "stablehlo.dynamic_broadcast_in_dim"(%389, %405) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %407 = "stablehlo.multiply"(%353, %406) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %408 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %409 = "stablehlo.concatenate"(%99, %408, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %410 = "stablehlo.dynamic_broadcast_in_dim"(%393, %409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %411 = "stablehlo.multiply"(%403, %410) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %412 = "stablehlo.add"(%407, %411) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %413 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %414 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %415 = "stablehlo.multiply"(%414, %413) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %416 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %417 = "stablehlo.add"(%416, %415) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %419 = "stablehlo.divide"(%417, %418) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %420 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %421 = "stablehlo.power"(%420, %419) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %422 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %423 = "stablehlo.divide"(%422, %421) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %424 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %425 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %426 = "stablehlo.concatenate"(%425, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %427 = "stablehlo.dynamic_broadcast_in_dim"(%424, %426) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %428 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %429 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %430 = "stablehlo.concatenate"(%429, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %431 = "stablehlo.dynamic_broadcast_in_dim"(%427, %430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %432 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %433 = "stablehlo.concatenate"(%432, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %434 = "stablehlo.dynamic_broadcast_in_dim"(%428, %433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %435 = "stablehlo.multiply"(%431, %434) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %436 = "stablehlo.concatenate"(%435, %435) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %437 = "stablehlo.cosine"(%436) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %438 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %439 = "stablehlo.concatenate"(%99, %438, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %440 = "stablehlo.dynamic_broadcast_in_dim"(%437, %439) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %441 = "stablehlo.sine"(%436) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %442 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %443 = "stablehlo.concatenate"(%99, %442, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %444 = "stablehlo.dynamic_broadcast_in_dim"(%441, %443) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %445 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %446 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %447 = "stablehlo.concatenate"(%99, %446, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %448 = "stablehlo.dynamic_gather"(%357, %445, %447) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %449 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %450 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %451 = "stablehlo.concatenate"(%99, %450, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %452 = "stablehlo.dynamic_gather"(%357, %449, %451) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %453 = "stablehlo.negate"(%452) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %454 = "stablehlo.concatenate"(%453, %448) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %455 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %456 = "stablehlo.concatenate"(%99, %455, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %457 = "stablehlo.dynamic_broadcast_in_dim"(%440, %456) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %458 = "stablehlo.multiply"(%357, %457) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %459 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %460 = "stablehlo.concatenate"(%99, %459, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %461 = "stablehlo.dynamic_broadcast_in_dim"(%444, %460) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %462 = "stablehlo.multiply"(%454, %461) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %463 = "stablehlo.add"(%458, %462) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %464 = "stablehlo.dot_general"(%412, %463) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x4x?x?xf32>
    %465 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %466 = "stablehlo.convert"(%465) : (tensor<f32>) -> tensor<f32>
    %467 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %468 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %469 = "stablehlo.concatenate"(%99, %95, %467, %468) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %470 = "stablehlo.dynamic_broadcast_in_dim"(%466, %469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %471 = "stablehlo.divide"(%464, %470) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %472 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %473 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %474 = "stablehlo.concatenate"(%99, %99, %472, %473) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %475 = "stablehlo.dynamic_broadcast_in_dim"(%117, %474) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %476 = "func.call"(%arg17, %475, %471, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?x?xf32>
    %477 = "stablehlo.reduce"(%476, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %989 = "stablehlo.maximum"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%989) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %478 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %479 = "stablehlo.concatenate"(%99, %95, %478) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %480 = "stablehlo.dynamic_broadcast_in_dim"(%86, %479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x4x?xf32>
    %481 = "stablehlo.maximum"(%480, %477) : (tensor<1x4x?xf32>, tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %482 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %483 = "stablehlo.concatenate"(%99, %95, %482, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %484 = "stablehlo.dynamic_broadcast_in_dim"(%481, %483) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %485 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %486 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %487 = "stablehlo.concatenate"(%99, %95, %485, %486) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %488 = "stablehlo.dynamic_broadcast_in_dim"(%484, %487) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %489 = "stablehlo.subtract"(%476, %488) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %490 = "stablehlo.exponential"(%489) : (tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %491 = "stablehlo.reduce"(%490, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %988 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%988) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %492 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %493 = "stablehlo.concatenate"(%99, %95, %492, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %494 = "stablehlo.dynamic_broadcast_in_dim"(%491, %493) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %495 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %496 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %497 = "stablehlo.concatenate"(%99, %95, %495, %496) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %498 = "stablehlo.dynamic_broadcast_in_dim"(%494, %497) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %499 = "stablehlo.divide"(%490, %498) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %500 = "stablehlo.dot_general"(%361, %499) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x64x?xf32>
    %501 = "stablehlo.transpose"(%500) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x4x64x?xf32>) -> tensor<1x?x4x64xf32>
    %502 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %503 = "stablehlo.concatenate"(%99, %502, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %504 = "stablehlo.dynamic_reshape"(%501, %503) : (tensor<1x?x4x64xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %505 = "stablehlo.dot_general"(%504, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %506 = "stablehlo.add"(%326, %505) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %507 = "stablehlo.multiply"(%506, %506) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %508 = "stablehlo.reduce"(%507, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %987 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%987) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %509 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %510 = "stablehlo.concatenate"(%99, %509, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %511 = "stablehlo.dynamic_broadcast_in_dim"(%508, %510) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %512 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %513 = "stablehlo.concatenate"(%99, %512, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %514 = "stablehlo.dynamic_broadcast_in_dim"(%98, %513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %515 = "stablehlo.divide"(%511, %514) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %516 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %517 = "stablehlo.concatenate"(%99, %516, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %518 = "stablehlo.dynamic_broadcast_in_dim"(%97, %517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %519 = "stablehlo.add"(%515, %518) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %520 = "stablehlo.rsqrt"(%519) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %521 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %522 = "stablehlo.concatenate"(%99, %521, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %523 = "stablehlo.dynamic_broadcast_in_dim"(%520, %522) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %524 = "stablehlo.multiply"(%506, %523) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %525 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %526 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %527 = "stablehlo.concatenate"(%99, %526, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %528 = "stablehlo.dynamic_broadcast_in_dim"(%525, %527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %529 = "stablehlo.multiply"(%524, %528) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %530 = "stablehlo.dot_general"(%529, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %531 = "func.call"(%arg17, %530) <{callee = @silu}> : (tensor<i32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %532 = "stablehlo.dot_general"(%529, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %533 = "stablehlo.multiply"(%531, %532) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %534 = "stablehlo.dot_general"(%533, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x688xf32>, tensor<688x256xf32>) -> tensor<1x?x256xf32>
    %535 = "stablehlo.add"(%506, %534) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %536 = "stablehlo.multiply"(%535, %535) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %537 = "stablehlo.reduce"(%536, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %986 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%986) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %538 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %539 = "stablehlo.concatenate"(%99, %538, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %540 = "stablehlo.dynamic_broadcast_in_dim"(%537, %539) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %541 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %542 = "stablehlo.concatenate"(%99, %541, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %543 = "stablehlo.dynamic_broadcast_in_dim"(%98, %542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %544 = "stablehlo.divide"(%540, %543) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %545 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %546 = "stablehlo.concatenate"(%99, %545, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %547 = "stablehlo.dynamic_broadcast_in_dim"(%97, %546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %548 = "stablehlo.add"(%544, %547) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %549 = "stablehlo.rsqrt"(%548) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %550 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %551 = "stablehlo.concatenate"(%99, %550, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %552 = "stablehlo.dynamic_broadcast_in_dim"(%549, %551) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %553 = "stablehlo.multiply"(%535, %552) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %554 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %555 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %556 = "stablehlo.concatenate"(%99, %555, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %557 = "stablehlo.dynamic_broadcast_in_dim"(%554, %556) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %558 = "stablehlo.multiply"(%553, %557) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %559 = "stablehlo.dot_general"(%558, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %560 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %561 = "stablehlo.concatenate"(%99, %560, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %562 = "stablehlo.dynamic_reshape"(%559, %561) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %563 = "stablehlo.dot_general"(%558, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %564 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %565 = "stablehlo.concatenate"(%99, %564, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %566 = "stablehlo.dynamic_reshape"(%563, %565) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %567 = "stablehlo.dot_general"(%558, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %568 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %569 = "stablehlo.concatenate"(%99, %568, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %570 = "stablehlo.dynamic_reshape"(%567, %569) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %571 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %572 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %573 = "stablehlo.multiply"(%572, %571) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %574 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %575 = "stablehlo.add"(%574, %573) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %576 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %577 = "stablehlo.divide"(%575, %576) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %578 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %579 = "stablehlo.power"(%578, %577) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %580 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %581 = "stablehlo.divide"(%580, %579) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %582 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %583 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %584 = "stablehlo.concatenate"(%583, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %585 = "stablehlo.dynamic_broadcast_in_dim"(%582, %584) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %586 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %587 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %588 = "stablehlo.concatenate"(%587, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %589 = "stablehlo.dynamic_broadcast_in_dim"(%585, %588) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %590 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %591 = "stablehlo.concatenate"(%590, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %592 = "stablehlo.dynamic_broadcast_in_dim"(%586, %591) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %593 = "stablehlo.multiply"(%589, %592) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %594 = "stablehlo.concatenate"(%593, %593) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %595 = "stablehlo.cosine"(%594) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %596 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %597 = "stablehlo.concatenate"(%99, %596, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %598 = "stablehlo.dynamic_broadcast_in_dim"(%595, %597) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %599 = "stablehlo.sine"(%594) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %600 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %601 = "stablehlo.concatenate"(%99, %600, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %602 = "stablehlo.dynamic_broadcast_in_dim"(%599, %601) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %603 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %604 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %605 = "stablehlo.concatenate"(%99, %604, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %606 = "stablehlo.dynamic_gather"(%562, %603, %605) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %607 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %608 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %609 = "stablehlo.concatenate"(%99, %608, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %610 = "stablehlo.dynamic_gather"(%562, %607, %609) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %611 = "stablehlo.negate"(%610) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %612 = "stablehlo.concatenate"(%611, %606) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %613 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %614 = "stablehlo.concatenate"(%99, %613, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %615 = "stablehlo.dynamic_broadcast_in_dim"(%598, %614) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %616 = "stablehlo.multiply"(%562, %615) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %617 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %618 = "stablehlo.concatenate"(%99, %617, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %619 = "stablehlo.dynamic_broadcast_in_dim"(%602, %618) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %620 = "stablehlo.multiply"(%612, %619) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %621 = "stablehlo.add"(%616, %620) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %622 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %623 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %624 = "stablehlo.multiply"(%623, %622) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %625 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %626 = "stablehlo.add"(%625, %624) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %627 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %628 = "stablehlo.divide"(%626, %627) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %629 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %630 = "stablehlo.power"(%629, %628) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %631 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %632 = "stablehlo.divide"(%631, %630) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %633 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %634 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %635 = "stablehlo.concatenate"(%634, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %636 = "stablehlo.dynamic_broadcast_in_dim"(%633, %635) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %637 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %638 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %639 = "stablehlo.concatenate"(%638, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %640 = "stablehlo.dynamic_broadcast_in_dim"(%636, %639) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %641 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %642 = "stablehlo.concatenate"(%641, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %643 = "stablehlo.dynamic_broadcast_in_dim"(%637, %642) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %644 = "stablehlo.multiply"(%640, %643) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %645 = "stablehlo.concatenate"(%644, %644) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %646 = "stablehlo.cosine"(%645) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %647 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %648 = "stablehlo.concatenate"(%99, %647, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %649 = "stablehlo.dynamic_broadcast_in_dim"(%646, %648) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %650 = "stablehlo.sine"(%645) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %651 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %652 = "stablehlo.concatenate"(%99, %651, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %653 = "stablehlo.dynamic_broadcast_in_dim"(%650, %652) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %654 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %655 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %656 = "stablehlo.concatenate"(%99, %655, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %657 = "stablehlo.dynamic_gather"(%566, %654, %656) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %658 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %659 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %660 = "stablehlo.concatenate"(%99, %659, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %661 = "stablehlo.dynamic_gather"(%566, %658, %660) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %662 = "stablehlo.negate"(%661) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %663 = "stablehlo.concatenate"(%662, %657) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %664 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %665 = "stablehlo.concatenate"(%99, %664, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %666 = "stablehlo.dynamic_broadcast_in_dim"(%649, %665) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %667 = "stablehlo.multiply"(%566, %666) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %668 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %669 = "stablehlo.concatenate"(%99, %668, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %670 = "stablehlo.dynamic_broadcast_in_dim"(%653, %669) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %671 = "stablehlo.multiply"(%663, %670) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %672 = "stablehlo.add"(%667, %671) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %673 = "stablehlo.dot_general"(%621, %672) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x4x?x?xf32>
    %674 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %675 = "stablehlo.convert"(%674) : (tensor<f32>) -> tensor<f32>
    %676 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %677 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %678 = "stablehlo.concatenate"(%99, %95, %676, %677) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %679 = "stablehlo.dynamic_broadcast_in_dim"(%675, %678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %680 = "stablehlo.divide"(%673, %679) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %681 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %682 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %683 = "stablehlo.concatenate"(%99, %99, %681, %682) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %684 = "stablehlo.dynamic_broadcast_in_dim"(%117, %683) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %685 = "func.call"(%arg17, %684, %680, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?x?xf32>
    %686 = "stablehlo.reduce"(%685, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %985 = "stablehlo.maximum"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%985) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %687 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %688 = "stablehlo.concatenate"(%99, %95, %687) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %689 = "stablehlo.dynamic_broadcast_in_dim"(%86, %688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x4x?xf32>
    %690 = "stablehlo.maximum"(%689, %686) : (tensor<1x4x?xf32>, tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %691 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %692 = "stablehlo.concatenate"(%99, %95, %691, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %693 = "stablehlo.dynamic_broadcast_in_dim"(%690, %692) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %694 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %695 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %696 = "stablehlo.concatenate"(%99, %95, %694, %695) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %697 = "stablehlo.dynamic_broadcast_in_dim"(%693, %696) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %698 = "stablehlo.subtract"(%685, %697) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %699 = "stablehlo.exponential"(%698) : (tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %700 = "stablehlo.reduce"(%699, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %984 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%984) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %701 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %702 = "stablehlo.concatenate"(%99, %95, %701, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %703 = "stablehlo.dynamic_broadcast_in_dim"(%700, %702) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %704 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %705 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %706 = "stablehlo.concatenate"(%99, %95, %704, %705) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %707 = "stablehlo.dynamic_broadcast_in_dim"(%703, %706) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %708 = "stablehlo.divide"(%699, %707) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %709 = "stablehlo.dot_general"(%570, %708) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x64x?xf32>
    %710 = "stablehlo.transpose"(%709) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x4x64x?xf32>) -> tensor<1x?x4x64xf32>
    %711 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %712 = "stablehlo.concatenate"(%99, %711, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %713 = "stablehlo.dynamic_reshape"(%710, %712) : (tensor<1x?x4x64xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %714 = "stablehlo.dot_general"(%713, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %715 = "stablehlo.add"(%535, %714) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %716 = "stablehlo.multiply"(%715, %715) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %717 = "stablehlo.reduce"(%716, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %983 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%983) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %718 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %719 = "stablehlo.concatenate"(%99, %718, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %720 = "stablehlo.dynamic_broadcast_in_dim"(%717, %719) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %721 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %722 = "stablehlo.concatenate"(%99, %721, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %723 = "stablehlo.dynamic_broadcast_in_dim"(%98, %722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %724 = "stablehlo.divide"(%720, %723) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %725 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %726 = "stablehlo.concatenate"(%99, %725, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %727 = "stablehlo.dynamic_broadcast_in_dim"(%97, %726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %728 = "stablehlo.add"(%724, %727) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %729 = "stablehlo.rsqrt"(%728) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %730 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %731 = "stablehlo.concatenate"(%99, %730, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %732 = "stablehlo.dynamic_broadcast_in_dim"(%729, %731) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %733 = "stablehlo.multiply"(%715, %732) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %734 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %735 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %736 = "stablehlo.concatenate"(%99, %735, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %737 = "stablehlo.dynamic_broadcast_in_dim"(%734, %736) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %738 = "stablehlo.multiply"(%733, %737) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %739 = "stablehlo.dot_general"(%738, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %740 = "func.call"(%arg17, %739) <{callee = @silu}> : (tensor<i32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %741 = "stablehlo.dot_general"(%738, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %742 = "stablehlo.multiply"(%740, %741) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %743 = "stablehlo.dot_general"(%742, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x688xf32>, tensor<688x256xf32>) -> tensor<1x?x256xf32>
    %744 = "stablehlo.add"(%715, %743) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %745 = "stablehlo.multiply"(%744, %744) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %746 = "stablehlo.reduce"(%745, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %982 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%982) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %747 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %748 = "stablehlo.concatenate"(%99, %747, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %749 = "stablehlo.dynamic_broadcast_in_dim"(%746, %748) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %750 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %751 = "stablehlo.concatenate"(%99, %750, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %752 = "stablehlo.dynamic_broadcast_in_dim"(%98, %751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %753 = "stablehlo.divide"(%749, %752) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %754 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %755 = "stablehlo.concatenate"(%99, %754, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %756 = "stablehlo.dynamic_broadcast_in_dim"(%97, %755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %757 = "stablehlo.add"(%753, %756) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %758 = "stablehlo.rsqrt"(%757) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %759 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %760 = "stablehlo.concatenate"(%99, %759, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %761 = "stablehlo.dynamic_broadcast_in_dim"(%758, %760) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %762 = "stablehlo.multiply"(%744, %761) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %763 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %764 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %765 = "stablehlo.concatenate"(%99, %764, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %766 = "stablehlo.dynamic_broadcast_in_dim"(%763, %765) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %767 = "stablehlo.multiply"(%762, %766) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %768 = "stablehlo.dot_general"(%767, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %769 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %770 = "stablehlo.concatenate"(%99, %769, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %771 = "stablehlo.dynamic_reshape"(%768, %770) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %772 = "stablehlo.dot_general"(%767, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %773 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %774 = "stablehlo.concatenate"(%99, %773, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %775 = "stablehlo.dynamic_reshape"(%772, %774) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %776 = "stablehlo.dot_general"(%767, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %777 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %778 = "stablehlo.concatenate"(%99, %777, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %779 = "stablehlo.dynamic_reshape"(%776, %778) : (tensor<1x?x256xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %780 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %781 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %782 = "stablehlo.multiply"(%781, %780) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %783 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %784 = "stablehlo.add"(%783, %782) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %785 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %786 = "stablehlo.divide"(%784, %785) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %787 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %788 = "stablehlo.power"(%787, %786) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %789 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %790 = "stablehlo.divide"(%789, %788) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %791 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %792 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %793 = "stablehlo.concatenate"(%792, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %794 = "stablehlo.dynamic_broadcast_in_dim"(%791, %793) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %795 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %796 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %797 = "stablehlo.concatenate"(%796, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %798 = "stablehlo.dynamic_broadcast_in_dim"(%794, %797) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %799 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %800 = "stablehlo.concatenate"(%799, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %801 = "stablehlo.dynamic_broadcast_in_dim"(%795, %800) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %802 = "stablehlo.multiply"(%798, %801) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %803 = "stablehlo.concatenate"(%802, %802) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %804 = "stablehlo.cosine"(%803) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %805 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %806 = "stablehlo.concatenate"(%99, %805, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %807 = "stablehlo.dynamic_broadcast_in_dim"(%804, %806) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %808 = "stablehlo.sine"(%803) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %809 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %810 = "stablehlo.concatenate"(%99, %809, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %811 = "stablehlo.dynamic_broadcast_in_dim"(%808, %810) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %812 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %813 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %814 = "stablehlo.concatenate"(%99, %813, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %815 = "stablehlo.dynamic_gather"(%771, %812, %814) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %816 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %817 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %818 = "stablehlo.concatenate"(%99, %817, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %819 = "stablehlo.dynamic_gather"(%771, %816, %818) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %820 = "stablehlo.negate"(%819) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %821 = "stablehlo.concatenate"(%820, %815) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %822 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %823 = "stablehlo.concatenate"(%99, %822, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %824 = "stablehlo.dynamic_broadcast_in_dim"(%807, %823) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %825 = "stablehlo.multiply"(%771, %824) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %826 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %827 = "stablehlo.concatenate"(%99, %826, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %828 = "stablehlo.dynamic_broadcast_in_dim"(%811, %827) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %829 = "stablehlo.multiply"(%821, %828) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %830 = "stablehlo.add"(%825, %829) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %831 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %832 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %833 = "stablehlo.multiply"(%832, %831) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %834 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %835 = "stablehlo.add"(%834, %833) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %836 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %837 = "stablehlo.divide"(%835, %836) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %838 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %839 = "stablehlo.power"(%838, %837) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %840 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %841 = "stablehlo.divide"(%840, %839) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %842 = "stablehlo.convert"(%112) : (tensor<?xi32>) -> tensor<?xf32>
    %843 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %844 = "stablehlo.concatenate"(%843, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %845 = "stablehlo.dynamic_broadcast_in_dim"(%842, %844) <{broadcast_dimensions = array<i64: 0>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
    %846 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %847 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %848 = "stablehlo.concatenate"(%847, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %849 = "stablehlo.dynamic_broadcast_in_dim"(%845, %848) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %850 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %851 = "stablehlo.concatenate"(%850, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %852 = "stablehlo.dynamic_broadcast_in_dim"(%846, %851) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
    %853 = "stablehlo.multiply"(%849, %852) : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %854 = "stablehlo.concatenate"(%853, %853) <{dimension = 1 : i64}> : (tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x64xf32>
    %855 = "stablehlo.cosine"(%854) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %856 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %857 = "stablehlo.concatenate"(%99, %856, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %858 = "stablehlo.dynamic_broadcast_in_dim"(%855, %857) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %859 = "stablehlo.sine"(%854) : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %860 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %861 = "stablehlo.concatenate"(%99, %860, %99, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %862 = "stablehlo.dynamic_broadcast_in_dim"(%859, %861) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<?x64xf32>, tensor<4xi32>) -> tensor<1x?x1x64xf32>
    %863 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %864 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %865 = "stablehlo.concatenate"(%99, %864, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %866 = "stablehlo.dynamic_gather"(%775, %863, %865) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %867 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %868 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %869 = "stablehlo.concatenate"(%99, %868, %95, %88) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %870 = "stablehlo.dynamic_gather"(%775, %867, %869) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true}> : (tensor<1x?x4x64xf32>, tensor<1xi32>, tensor<4xi32>) -> tensor<1x?x4x32xf32>
    %871 = "stablehlo.negate"(%870) : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf32>
    %872 = "stablehlo.concatenate"(%871, %866) <{dimension = 3 : i64}> : (tensor<1x?x4x32xf32>, tensor<1x?x4x32xf32>) -> tensor<1x?x4x64xf32>
    %873 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %874 = "stablehlo.concatenate"(%99, %873, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %875 = "stablehlo.dynamic_broadcast_in_dim"(%858, %874) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %876 = "stablehlo.multiply"(%775, %875) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %877 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %878 = "stablehlo.concatenate"(%99, %877, %95, %94) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %879 = "stablehlo.dynamic_broadcast_in_dim"(%862, %878) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x?x1x64xf32>, tensor<4xi32>) -> tensor<1x?x4x64xf32>
    %880 = "stablehlo.multiply"(%872, %879) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %881 = "stablehlo.add"(%876, %880) : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x?x4x64xf32>
    %882 = "stablehlo.dot_general"(%830, %881) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x?x4x64xf32>) -> tensor<1x4x?x?xf32>
    %883 = "stablehlo.sqrt"(%92) : (tensor<f32>) -> tensor<f32>
    %884 = "stablehlo.convert"(%883) : (tensor<f32>) -> tensor<f32>
    %885 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %886 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %887 = "stablehlo.concatenate"(%99, %95, %885, %886) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %888 = "stablehlo.dynamic_broadcast_in_dim"(%884, %887) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %889 = "stablehlo.divide"(%882, %888) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %890 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %891 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %892 = "stablehlo.concatenate"(%99, %99, %890, %891) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %893 = "stablehlo.dynamic_broadcast_in_dim"(%117, %892) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<?x?xi1>, tensor<4xi32>) -> tensor<1x1x?x?xi1>
    %894 = "func.call"(%arg17, %893, %889, %87) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?x?xf32>
    %895 = "stablehlo.reduce"(%894, %86) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %981 = "stablehlo.maximum"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%981) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %896 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %897 = "stablehlo.concatenate"(%99, %95, %896) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %898 = "stablehlo.dynamic_broadcast_in_dim"(%86, %897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x4x?xf32>
    %899 = "stablehlo.maximum"(%898, %895) : (tensor<1x4x?xf32>, tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %900 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %901 = "stablehlo.concatenate"(%99, %95, %900, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %902 = "stablehlo.dynamic_broadcast_in_dim"(%899, %901) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %903 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %904 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %905 = "stablehlo.concatenate"(%99, %95, %903, %904) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %906 = "stablehlo.dynamic_broadcast_in_dim"(%902, %905) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %907 = "stablehlo.subtract"(%894, %906) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %908 = "stablehlo.exponential"(%907) : (tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %909 = "stablehlo.reduce"(%908, %100) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %980 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%980) : (tensor<f32>) -> ()
    }) : (tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?xf32>
    %910 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %911 = "stablehlo.concatenate"(%99, %95, %910, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %912 = "stablehlo.dynamic_broadcast_in_dim"(%909, %911) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x?xf32>, tensor<4xi32>) -> tensor<1x4x?x1xf32>
    %913 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %914 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %915 = "stablehlo.concatenate"(%99, %95, %913, %914) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %916 = "stablehlo.dynamic_broadcast_in_dim"(%912, %915) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x?x1xf32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %917 = "stablehlo.divide"(%908, %916) : (tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %918 = "stablehlo.dot_general"(%779, %917) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<1x?x4x64xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x64x?xf32>
    %919 = "stablehlo.transpose"(%918) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x4x64x?xf32>) -> tensor<1x?x4x64xf32>
    %920 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %921 = "stablehlo.concatenate"(%99, %920, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %922 = "stablehlo.dynamic_reshape"(%919, %921) : (tensor<1x?x4x64xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %923 = "stablehlo.dot_general"(%922, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x256xf32>) -> tensor<1x?x256xf32>
    %924 = "stablehlo.add"(%744, %923) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %925 = "stablehlo.multiply"(%924, %924) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %926 = "stablehlo.reduce"(%925, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %979 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%979) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %927 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %928 = "stablehlo.concatenate"(%99, %927, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %929 = "stablehlo.dynamic_broadcast_in_dim"(%926, %928) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %930 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %931 = "stablehlo.concatenate"(%99, %930, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %932 = "stablehlo.dynamic_broadcast_in_dim"(%98, %931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %933 = "stablehlo.divide"(%929, %932) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %934 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %935 = "stablehlo.concatenate"(%99, %934, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %936 = "stablehlo.dynamic_broadcast_in_dim"(%97, %935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %937 = "stablehlo.add"(%933, %936) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %938 = "stablehlo.rsqrt"(%937) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %939 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %940 = "stablehlo.concatenate"(%99, %939, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %941 = "stablehlo.dynamic_broadcast_in_dim"(%938, %940) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %942 = "stablehlo.multiply"(%924, %941) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %943 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %944 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %945 = "stablehlo.concatenate"(%99, %944, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %946 = "stablehlo.dynamic_broadcast_in_dim"(%943, %945) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %947 = "stablehlo.multiply"(%942, %946) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %948 = "stablehlo.dot_general"(%947, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %949 = "func.call"(%arg17, %948) <{callee = @silu}> : (tensor<i32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %950 = "stablehlo.dot_general"(%947, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x688xf32>) -> tensor<1x?x688xf32>
    %951 = "stablehlo.multiply"(%949, %950) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %952 = "stablehlo.dot_general"(%951, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x688xf32>, tensor<688x256xf32>) -> tensor<1x?x256xf32>
    %953 = "stablehlo.add"(%924, %952) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %954 = "stablehlo.multiply"(%953, %953) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %955 = "stablehlo.reduce"(%954, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %978 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%978) : (tensor<f32>) -> ()
    }) : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?xf32>
    %956 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %957 = "stablehlo.concatenate"(%99, %956, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %958 = "stablehlo.dynamic_broadcast_in_dim"(%955, %957) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xf32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %959 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %960 = "stablehlo.concatenate"(%99, %959, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %961 = "stablehlo.dynamic_broadcast_in_dim"(%98, %960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %962 = "stablehlo.divide"(%958, %961) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %963 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %964 = "stablehlo.concatenate"(%99, %963, %99) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %965 = "stablehlo.dynamic_broadcast_in_dim"(%97, %964) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x1xf32>
    %966 = "stablehlo.add"(%962, %965) : (tensor<1x?x1xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %967 = "stablehlo.rsqrt"(%966) : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %968 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %969 = "stablehlo.concatenate"(%99, %968, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %970 = "stablehlo.dynamic_broadcast_in_dim"(%967, %969) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x?x1xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %971 = "stablehlo.multiply"(%953, %970) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %972 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %973 = "stablehlo.reshape"(%arg17) : (tensor<i32>) -> tensor<1xi32>
    %974 = "stablehlo.concatenate"(%99, %973, %96) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %975 = "stablehlo.dynamic_broadcast_in_dim"(%972, %974) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %976 = "stablehlo.multiply"(%971, %975) : (tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %977 = "stablehlo.dot_general"(%976, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<1x?x256xf32>, tensor<256x1000xf32>) -> tensor<1x?x1000xf32>
    "func.return"(%977) : (tensor<1x?x1000xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}], function_type = (tensor<i32>, tensor<1000x256xf32>, tensor<1x?xi32>) -> tensor<1x?x256xf32>, sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<1000x256xf32>, %arg14: tensor<1x?xi32>):
    %47 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %49 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %50 = "stablehlo.constant"() <{value = dense<999> : tensor<1xi32>}> : () -> tensor<1xi32>
    %51 = "stablehlo.constant"() <{value = dense<1000> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %54 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %55 = "stablehlo.concatenate"(%53, %54) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %56 = "stablehlo.dynamic_broadcast_in_dim"(%52, %55) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<2xi32>) -> tensor<1x?xi32>
    %57 = "stablehlo.compare"(%arg14, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi1>
    %58 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %59 = "stablehlo.concatenate"(%53, %58) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %60 = "stablehlo.dynamic_broadcast_in_dim"(%51, %59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<2xi32>) -> tensor<1x?xi32>
    %61 = "stablehlo.add"(%arg14, %60) : (tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>
    %62 = "func.call"(%arg12, %57, %61, %arg14) <{callee = @_where}> : (tensor<i32>, tensor<1x?xi1>, tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>
    %63 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.concatenate"(%53, %63, %53) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %65 = "stablehlo.dynamic_broadcast_in_dim"(%62, %64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xi32>, tensor<3xi32>) -> tensor<1x?x1xi32>
    %66 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %67 = "stablehlo.concatenate"(%53, %66, %53) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %68 = "stablehlo.dynamic_broadcast_in_dim"(%52, %67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<3xi32>) -> tensor<1x?x1xi32>
    %69 = "stablehlo.compare"(%65, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x?x1xi32>, tensor<1x?x1xi32>) -> tensor<1x?x1xi1>
    %70 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %71 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %72 = "stablehlo.concatenate"(%53, %71, %53) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %73 = "stablehlo.dynamic_broadcast_in_dim"(%70, %72) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>, tensor<3xi32>) -> tensor<1x?x1xi32>
    %74 = "stablehlo.compare"(%65, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x?x1xi32>, tensor<1x?x1xi32>) -> tensor<1x?x1xi1>
    %75 = "stablehlo.and"(%69, %74) : (tensor<1x?x1xi1>, tensor<1x?x1xi1>) -> tensor<1x?x1xi1>
    %76 = "stablehlo.reduce"(%75, %49) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %85 = "stablehlo.and"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%85) : (tensor<i1>) -> ()
    }) : (tensor<1x?x1xi1>, tensor<i1>) -> tensor<1x?xi1>
    %77 = "stablehlo.gather"(%arg13, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<1x?x1xi32>) -> tensor<1x?x256xf32>
    %78 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %79 = "stablehlo.concatenate"(%53, %78, %48) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %80 = "stablehlo.dynamic_broadcast_in_dim"(%76, %79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x?xi1>, tensor<3xi32>) -> tensor<1x?x256xi1>
    %81 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %82 = "stablehlo.concatenate"(%53, %81, %48) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %83 = "stablehlo.dynamic_broadcast_in_dim"(%47, %82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x256xf32>
    %84 = "stablehlo.select"(%80, %77, %83) : (tensor<1x?x256xi1>, tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    "func.return"(%84) : (tensor<1x?x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}, {}], function_type = (tensor<i32>, tensor<1x?xi1>, tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i32>, %arg9: tensor<1x?xi1>, %arg10: tensor<1x?xi32>, %arg11: tensor<1x?xi32>):
    %46 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<1x?xi1>, tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<1x?xi32>
    "func.return"(%46) : (tensor<1x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}], function_type = (tensor<i32>, tensor<?x?xi1>) -> tensor<?x?xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i32>, %arg7: tensor<?x?xi1>):
    %25 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.concatenate"(%27, %28) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %30 = "stablehlo.dynamic_iota"(%29) <{iota_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<?x?xi32>
    %31 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.concatenate"(%31, %32) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %34 = "stablehlo.dynamic_broadcast_in_dim"(%26, %33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<2xi32>) -> tensor<?x?xi32>
    %35 = "stablehlo.add"(%30, %34) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %36 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %38 = "stablehlo.concatenate"(%36, %37) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %39 = "stablehlo.dynamic_iota"(%38) <{iota_dimension = 1 : i64}> : (tensor<2xi32>) -> tensor<?x?xi32>
    %40 = "stablehlo.compare"(%35, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
    %41 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %42 = "stablehlo.reshape"(%arg6) : (tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.concatenate"(%41, %42) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %44 = "stablehlo.dynamic_broadcast_in_dim"(%25, %43) <{broadcast_dimensions = array<i64>}> : (tensor<i1>, tensor<2xi32>) -> tensor<?x?xi1>
    %45 = "stablehlo.select"(%40, %arg7, %44) : (tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
    "func.return"(%45) : (tensor<?x?xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}, {}, {}], function_type = (tensor<i32>, tensor<1x1x?x?xi1>, tensor<1x4x?x?xf32>, tensor<f32>) -> tensor<1x4x?x?xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<i32>, %arg3: tensor<1x1x?x?xi1>, %arg4: tensor<1x4x?x?xf32>, %arg5: tensor<f32>):
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %16 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.concatenate"(%14, %15, %16, %17) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %19 = "stablehlo.dynamic_broadcast_in_dim"(%arg3, %18) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x?x?xi1>, tensor<4xi32>) -> tensor<1x4x?x?xi1>
    %20 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.reshape"(%arg2) : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.concatenate"(%14, %15, %20, %21) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %23 = "stablehlo.dynamic_broadcast_in_dim"(%arg5, %22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<1x4x?x?xf32>
    %24 = "stablehlo.select"(%19, %arg4, %23) : (tensor<1x4x?x?xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    "func.return"(%24) : (tensor<1x4x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "s"}, {}], function_type = (tensor<i32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>, sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<1x?x688xf32>):
    %0 = "stablehlo.constant"() <{value = dense<688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.negate"(%arg1) : (tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %4 = "stablehlo.exponential"(%3) : (tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.concatenate"(%1, %5, %0) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %7 = "stablehlo.dynamic_broadcast_in_dim"(%2, %6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x688xf32>
    %8 = "stablehlo.add"(%7, %4) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %9 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.concatenate"(%1, %9, %0) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %11 = "stablehlo.dynamic_broadcast_in_dim"(%2, %10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<3xi32>) -> tensor<1x?x688xf32>
    %12 = "stablehlo.divide"(%11, %8) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    %13 = "stablehlo.multiply"(%arg1, %12) : (tensor<1x?x688xf32>, tensor<1x?x688xf32>) -> tensor<1x?x688xf32>
    "func.return"(%13) : (tensor<1x?x688xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
