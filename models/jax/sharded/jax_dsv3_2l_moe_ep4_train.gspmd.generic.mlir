"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}], function_type = (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<4x4096xi32>, tensor<4x4096xi32>) -> (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['kv_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['q_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['router']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['shared_down']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['shared_gate']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['shared_up']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['w_down']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_up']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wkv_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wkv_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wo']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wq_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wq_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['kv_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['q_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['router']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['shared_down']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['shared_gate']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['shared_up']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['w_down']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_up']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wkv_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wkv_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wo']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wq_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wq_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{replicated}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg294: tensor<129280x7168xbf16>, %arg295: tensor<7168xbf16>, %arg296: tensor<7168xbf16>, %arg297: tensor<512xbf16>, %arg298: tensor<7168xbf16>, %arg299: tensor<1536xbf16>, %arg300: tensor<7168x32xbf16>, %arg301: tensor<2048x7168xbf16>, %arg302: tensor<7168x2048xbf16>, %arg303: tensor<7168x2048xbf16>, %arg304: tensor<32x2048x7168xbf16>, %arg305: tensor<32x7168x2048xbf16>, %arg306: tensor<32x7168x2048xbf16>, %arg307: tensor<7168x576xbf16>, %arg308: tensor<512x32768xbf16>, %arg309: tensor<16384x7168xbf16>, %arg310: tensor<7168x1536xbf16>, %arg311: tensor<1536x24576xbf16>, %arg312: tensor<7168xbf16>, %arg313: tensor<512xbf16>, %arg314: tensor<7168xbf16>, %arg315: tensor<1536xbf16>, %arg316: tensor<7168x32xbf16>, %arg317: tensor<2048x7168xbf16>, %arg318: tensor<7168x2048xbf16>, %arg319: tensor<7168x2048xbf16>, %arg320: tensor<32x2048x7168xbf16>, %arg321: tensor<32x7168x2048xbf16>, %arg322: tensor<32x7168x2048xbf16>, %arg323: tensor<7168x576xbf16>, %arg324: tensor<512x32768xbf16>, %arg325: tensor<16384x7168xbf16>, %arg326: tensor<7168x1536xbf16>, %arg327: tensor<1536x24576xbf16>, %arg328: tensor<7168x129280xbf16>, %arg329: tensor<4x4096xi32>, %arg330: tensor<4x4096xi32>):
    %1609 = "stablehlo.custom_call"(%arg294) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %1610 = "stablehlo.custom_call"(%1609) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %1611 = "stablehlo.custom_call"(%arg295) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1612 = "stablehlo.custom_call"(%1611) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1613 = "stablehlo.custom_call"(%arg296) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1614 = "stablehlo.custom_call"(%1613) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1615 = "stablehlo.custom_call"(%arg297) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1616 = "stablehlo.custom_call"(%1615) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1617 = "stablehlo.custom_call"(%arg298) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1618 = "stablehlo.custom_call"(%1617) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1619 = "stablehlo.custom_call"(%arg299) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1620 = "stablehlo.custom_call"(%1619) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1621 = "stablehlo.custom_call"(%arg300) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1622 = "stablehlo.custom_call"(%1621) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1623 = "stablehlo.custom_call"(%arg301) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1624 = "stablehlo.custom_call"(%1623) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1625 = "stablehlo.custom_call"(%arg302) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1626 = "stablehlo.custom_call"(%1625) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1627 = "stablehlo.custom_call"(%arg303) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1628 = "stablehlo.custom_call"(%1627) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1629 = "stablehlo.custom_call"(%arg304) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %1630 = "stablehlo.custom_call"(%1629) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1631 = "stablehlo.custom_call"(%arg305) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1632 = "stablehlo.custom_call"(%1631) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1633 = "stablehlo.custom_call"(%arg306) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1634 = "stablehlo.custom_call"(%1633) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1635 = "stablehlo.custom_call"(%arg307) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1636 = "stablehlo.custom_call"(%1635) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1637 = "stablehlo.custom_call"(%arg308) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1638 = "stablehlo.custom_call"(%1637) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1639 = "stablehlo.custom_call"(%arg309) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1640 = "stablehlo.custom_call"(%1639) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1641 = "stablehlo.custom_call"(%arg310) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1642 = "stablehlo.custom_call"(%1641) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1643 = "stablehlo.custom_call"(%arg311) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1644 = "stablehlo.custom_call"(%1643) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1645 = "stablehlo.custom_call"(%arg312) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1646 = "stablehlo.custom_call"(%1645) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1647 = "stablehlo.custom_call"(%arg313) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1648 = "stablehlo.custom_call"(%1647) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1649 = "stablehlo.custom_call"(%arg314) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1650 = "stablehlo.custom_call"(%1649) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1651 = "stablehlo.custom_call"(%arg315) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1652 = "stablehlo.custom_call"(%1651) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1653 = "stablehlo.custom_call"(%arg316) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1654 = "stablehlo.custom_call"(%1653) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1655 = "stablehlo.custom_call"(%arg317) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1656 = "stablehlo.custom_call"(%1655) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1657 = "stablehlo.custom_call"(%arg318) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1658 = "stablehlo.custom_call"(%1657) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1659 = "stablehlo.custom_call"(%arg319) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1660 = "stablehlo.custom_call"(%1659) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1661 = "stablehlo.custom_call"(%arg320) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %1662 = "stablehlo.custom_call"(%1661) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1663 = "stablehlo.custom_call"(%arg321) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1664 = "stablehlo.custom_call"(%1663) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1665 = "stablehlo.custom_call"(%arg322) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1666 = "stablehlo.custom_call"(%1665) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1667 = "stablehlo.custom_call"(%arg323) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1668 = "stablehlo.custom_call"(%1667) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1669 = "stablehlo.custom_call"(%arg324) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1670 = "stablehlo.custom_call"(%1669) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1671 = "stablehlo.custom_call"(%arg325) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1672 = "stablehlo.custom_call"(%1671) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1673 = "stablehlo.custom_call"(%arg326) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1674 = "stablehlo.custom_call"(%1673) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1675 = "stablehlo.custom_call"(%arg327) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1676 = "stablehlo.custom_call"(%1675) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1677 = "stablehlo.custom_call"(%arg328) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %1678 = "stablehlo.custom_call"(%1677) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %1679 = "stablehlo.custom_call"(%arg329) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x4096xi32>) -> tensor<4x4096xi32>
    %1680 = "stablehlo.custom_call"(%1679) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4096xi32>) -> tensor<1x4096xi32>
    %1681 = "stablehlo.custom_call"(%arg330) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x4096xi32>) -> tensor<4x4096xi32>
    %1682 = "stablehlo.custom_call"(%1681) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4096xi32>) -> tensor<1x4096xi32>
    %1683:36 = "func.call"(%1610, %1612, %1614, %1616, %1618, %1620, %1622, %1624, %1626, %1628, %1630, %1632, %1634, %1636, %1638, %1640, %1642, %1644, %1646, %1648, %1650, %1652, %1654, %1656, %1658, %1660, %1662, %1664, %1666, %1668, %1670, %1672, %1674, %1676, %1678, %1680, %1682) <{callee = @shmap_body}> : (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>)
    %1684 = "stablehlo.custom_call"(%1683#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %1685 = "stablehlo.custom_call"(%1684) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %1686 = "stablehlo.custom_call"(%1683#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %1687 = "stablehlo.custom_call"(%1686) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %1688 = "stablehlo.custom_call"(%1683#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1689 = "stablehlo.custom_call"(%1688) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1690 = "stablehlo.custom_call"(%1683#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1691 = "stablehlo.custom_call"(%1690) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1692 = "stablehlo.custom_call"(%1683#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1693 = "stablehlo.custom_call"(%1692) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1694 = "stablehlo.custom_call"(%1683#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1695 = "stablehlo.custom_call"(%1694) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1696 = "stablehlo.custom_call"(%1683#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1697 = "stablehlo.custom_call"(%1696) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1698 = "stablehlo.custom_call"(%1683#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1699 = "stablehlo.custom_call"(%1698) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1700 = "stablehlo.custom_call"(%1683#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1701 = "stablehlo.custom_call"(%1700) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1702 = "stablehlo.custom_call"(%1683#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1703 = "stablehlo.custom_call"(%1702) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1704 = "stablehlo.custom_call"(%1683#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1705 = "stablehlo.custom_call"(%1704) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1706 = "stablehlo.custom_call"(%1683#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1707 = "stablehlo.custom_call"(%1706) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %1708 = "stablehlo.custom_call"(%1683#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1709 = "stablehlo.custom_call"(%1708) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1710 = "stablehlo.custom_call"(%1683#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1711 = "stablehlo.custom_call"(%1710) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1712 = "stablehlo.custom_call"(%1683#14) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1713 = "stablehlo.custom_call"(%1712) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1714 = "stablehlo.custom_call"(%1683#15) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1715 = "stablehlo.custom_call"(%1714) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1716 = "stablehlo.custom_call"(%1683#16) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1717 = "stablehlo.custom_call"(%1716) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1718 = "stablehlo.custom_call"(%1683#17) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1719 = "stablehlo.custom_call"(%1718) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1720 = "stablehlo.custom_call"(%1683#18) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1721 = "stablehlo.custom_call"(%1720) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1722 = "stablehlo.custom_call"(%1683#19) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1723 = "stablehlo.custom_call"(%1722) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1724 = "stablehlo.custom_call"(%1683#20) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1725 = "stablehlo.custom_call"(%1724) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %1726 = "stablehlo.custom_call"(%1683#21) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1727 = "stablehlo.custom_call"(%1726) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1728 = "stablehlo.custom_call"(%1683#22) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1729 = "stablehlo.custom_call"(%1728) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1730 = "stablehlo.custom_call"(%1683#23) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1731 = "stablehlo.custom_call"(%1730) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1732 = "stablehlo.custom_call"(%1683#24) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1733 = "stablehlo.custom_call"(%1732) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1734 = "stablehlo.custom_call"(%1683#25) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1735 = "stablehlo.custom_call"(%1734) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1736 = "stablehlo.custom_call"(%1683#26) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1737 = "stablehlo.custom_call"(%1736) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1738 = "stablehlo.custom_call"(%1683#27) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1739 = "stablehlo.custom_call"(%1738) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %1740 = "stablehlo.custom_call"(%1683#28) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1741 = "stablehlo.custom_call"(%1740) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1742 = "stablehlo.custom_call"(%1683#29) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1743 = "stablehlo.custom_call"(%1742) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %1744 = "stablehlo.custom_call"(%1683#30) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1745 = "stablehlo.custom_call"(%1744) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1746 = "stablehlo.custom_call"(%1683#31) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1747 = "stablehlo.custom_call"(%1746) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1748 = "stablehlo.custom_call"(%1683#32) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1749 = "stablehlo.custom_call"(%1748) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1750 = "stablehlo.custom_call"(%1683#33) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1751 = "stablehlo.custom_call"(%1750) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1752 = "stablehlo.custom_call"(%1683#34) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1753 = "stablehlo.custom_call"(%1752) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1754 = "stablehlo.custom_call"(%1683#35) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %1755 = "stablehlo.custom_call"(%1754) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    "func.return"(%1685, %1687, %1689, %1691, %1693, %1695, %1697, %1699, %1701, %1703, %1705, %1707, %1709, %1711, %1713, %1715, %1717, %1719, %1721, %1723, %1725, %1727, %1729, %1731, %1733, %1735, %1737, %1739, %1741, %1743, %1745, %1747, %1749, %1751, %1753, %1755) : (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<129280x7168xbf16>, %arg54: tensor<7168xbf16>, %arg55: tensor<7168xbf16>, %arg56: tensor<512xbf16>, %arg57: tensor<7168xbf16>, %arg58: tensor<1536xbf16>, %arg59: tensor<7168x32xbf16>, %arg60: tensor<2048x7168xbf16>, %arg61: tensor<7168x2048xbf16>, %arg62: tensor<7168x2048xbf16>, %arg63: tensor<8x2048x7168xbf16>, %arg64: tensor<8x7168x2048xbf16>, %arg65: tensor<8x7168x2048xbf16>, %arg66: tensor<7168x576xbf16>, %arg67: tensor<512x32768xbf16>, %arg68: tensor<16384x7168xbf16>, %arg69: tensor<7168x1536xbf16>, %arg70: tensor<1536x24576xbf16>, %arg71: tensor<7168xbf16>, %arg72: tensor<512xbf16>, %arg73: tensor<7168xbf16>, %arg74: tensor<1536xbf16>, %arg75: tensor<7168x32xbf16>, %arg76: tensor<2048x7168xbf16>, %arg77: tensor<7168x2048xbf16>, %arg78: tensor<7168x2048xbf16>, %arg79: tensor<8x2048x7168xbf16>, %arg80: tensor<8x7168x2048xbf16>, %arg81: tensor<8x7168x2048xbf16>, %arg82: tensor<7168x576xbf16>, %arg83: tensor<512x32768xbf16>, %arg84: tensor<16384x7168xbf16>, %arg85: tensor<7168x1536xbf16>, %arg86: tensor<1536x24576xbf16>, %arg87: tensor<7168x129280xbf16>, %arg88: tensor<1x4096xi32>, %arg89: tensor<1x4096xi32>):
    %153 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096xi32>
    %154 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4096x4096xi1>
    %156 = "func.call"(%155) <{callee = @tril}> : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %157:2 = "func.call"(%arg53, %arg88) <{callee = @_take}> : (tensor<129280x7168xbf16>, tensor<1x4096xi32>) -> (tensor<1x4096x7168xbf16>, tensor<1x4096x1xi32>)
    %158 = "stablehlo.convert"(%157#0) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %159 = "stablehlo.multiply"(%158, %158) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.reduce"(%159, %160) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %1608 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1608) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %163 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %165 = "stablehlo.divide"(%162, %164) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %166 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %168 = "stablehlo.add"(%165, %167) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %169 = "stablehlo.rsqrt"(%168) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %170 = "stablehlo.divide"(%169, %168) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %171 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %173 = "stablehlo.multiply"(%172, %170) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %174 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %175 = "stablehlo.multiply"(%158, %174) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %176 = "stablehlo.convert"(%175) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %177 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %179 = "stablehlo.multiply"(%176, %178) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %180 = "stablehlo.dot_general"(%179, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %181 = "stablehlo.convert"(%180) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
    %182 = "stablehlo.multiply"(%181, %181) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.reduce"(%182, %183) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %1607 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1607) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %188 = "stablehlo.divide"(%185, %187) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %189 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %191 = "stablehlo.add"(%188, %190) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %192 = "stablehlo.rsqrt"(%191) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %193 = "stablehlo.divide"(%192, %191) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %194 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %196 = "stablehlo.multiply"(%195, %193) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %197 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
    %198 = "stablehlo.multiply"(%181, %197) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %199 = "stablehlo.convert"(%198) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
    %200 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %202 = "stablehlo.multiply"(%199, %201) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %203 = "stablehlo.dot_general"(%202, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x24576xbf16>
    %204 = "stablehlo.reshape"(%203) : (tensor<1x4096x24576xbf16>) -> tensor<1x4096x128x192xbf16>
    %205 = "stablehlo.slice"(%204) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
    %206 = "stablehlo.slice"(%204) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
    %207 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %208 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %210 = "stablehlo.multiply"(%209, %207) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %213 = "stablehlo.add"(%212, %210) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %214 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %216 = "stablehlo.divide"(%213, %215) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %217 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %219 = "stablehlo.power"(%218, %216) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %220 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %222 = "stablehlo.divide"(%221, %219) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %223 = "stablehlo.convert"(%153) : (tensor<4096xi32>) -> tensor<4096xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %225 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %226 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
    %227 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
    %228 = "stablehlo.multiply"(%226, %227) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %229 = "stablehlo.concatenate"(%228, %228) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
    %230 = "stablehlo.cosine"(%229) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %232 = "stablehlo.sine"(%229) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %234 = "stablehlo.slice"(%206) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %235 = "stablehlo.slice"(%206) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %236 = "stablehlo.negate"(%235) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
    %237 = "stablehlo.concatenate"(%236, %234) <{dimension = 3 : i64}> : (tensor<1x4096x128x32xbf16>, tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x64xbf16>
    %238 = "stablehlo.convert"(%206) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
    %239 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %240 = "stablehlo.multiply"(%238, %239) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %241 = "stablehlo.convert"(%237) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
    %242 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %243 = "stablehlo.multiply"(%241, %242) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %244 = "stablehlo.add"(%240, %243) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %245 = "stablehlo.convert"(%244) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
    %246 = "stablehlo.dot_general"(%179, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x576xbf16>
    %247 = "stablehlo.slice"(%246) <{limit_indices = array<i64: 1, 4096, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x512xbf16>
    %248 = "stablehlo.convert"(%247) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
    %249 = "stablehlo.multiply"(%248, %248) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.reduce"(%249, %250) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
      %1606 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1606) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %253 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %255 = "stablehlo.divide"(%252, %254) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %256 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %258 = "stablehlo.add"(%255, %257) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %259 = "stablehlo.rsqrt"(%258) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %260 = "stablehlo.divide"(%259, %258) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %261 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %263 = "stablehlo.multiply"(%262, %260) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %264 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
    %265 = "stablehlo.multiply"(%248, %264) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %266 = "stablehlo.convert"(%265) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
    %267 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
    %269 = "stablehlo.multiply"(%266, %268) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
    %270 = "stablehlo.slice"(%246) <{limit_indices = array<i64: 1, 4096, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x64xbf16>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %272 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %273 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %275 = "stablehlo.multiply"(%274, %272) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %278 = "stablehlo.add"(%277, %275) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %279 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %281 = "stablehlo.divide"(%278, %280) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %282 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %284 = "stablehlo.power"(%283, %281) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %287 = "stablehlo.divide"(%286, %284) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %288 = "stablehlo.convert"(%153) : (tensor<4096xi32>) -> tensor<4096xf32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %290 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %291 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
    %292 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
    %293 = "stablehlo.multiply"(%291, %292) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %294 = "stablehlo.concatenate"(%293, %293) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
    %295 = "stablehlo.cosine"(%294) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %297 = "stablehlo.sine"(%294) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %299 = "stablehlo.slice"(%271) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %300 = "stablehlo.slice"(%271) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %301 = "stablehlo.negate"(%300) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
    %302 = "stablehlo.concatenate"(%301, %299) <{dimension = 3 : i64}> : (tensor<1x4096x1x32xbf16>, tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x64xbf16>
    %303 = "stablehlo.convert"(%271) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
    %304 = "stablehlo.multiply"(%303, %296) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %305 = "stablehlo.convert"(%302) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
    %306 = "stablehlo.multiply"(%305, %298) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %307 = "stablehlo.add"(%304, %306) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %308 = "stablehlo.convert"(%307) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
    %309 = "stablehlo.reshape"(%308) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x64xbf16>
    %310 = "stablehlo.dot_general"(%269, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x512xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x32768xbf16>
    %311 = "stablehlo.reshape"(%310) : (tensor<1x4096x32768xbf16>) -> tensor<1x4096x128x256xbf16>
    %312 = "stablehlo.slice"(%311) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
    %313 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x128x64xbf16>
    %315 = "stablehlo.concatenate"(%312, %314) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
    %316 = "stablehlo.concatenate"(%205, %245) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
    %317 = "stablehlo.slice"(%311) <{limit_indices = array<i64: 1, 4096, 128, 256>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
    %318 = "stablehlo.dot_general"(%316, %315) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x4096xbf16>
    %319 = "stablehlo.convert"(%318) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
    %320 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.sqrt"(%320) : (tensor<f32>) -> tensor<f32>
    %322 = "stablehlo.convert"(%321) : (tensor<f32>) -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %324 = "stablehlo.divide"(%319, %323) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %325 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4096x4096xi1>) -> tensor<1x1x4096x4096xi1>
    %326 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %327:2 = "func.call"(%325, %324, %326) <{callee = @_where_0}> : (tensor<1x1x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<f32>) -> (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>)
    %328 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.reduce"(%327#0, %328) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
      %1605 = "stablehlo.maximum"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1605) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
    %330 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096xf32>
    %332 = "stablehlo.maximum"(%331, %329) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %335 = "stablehlo.subtract"(%327#0, %334) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %336 = "stablehlo.exponential"(%335) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %337 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
      %1604 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1604) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %341 = "stablehlo.divide"(%336, %340) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %342 = "stablehlo.multiply"(%339, %339) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
    %343 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x1xf32>
    %345 = "stablehlo.divide"(%344, %342) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
    %346 = "stablehlo.convert"(%341) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
    %347 = "stablehlo.dot_general"(%317, %346) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x128xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
    %348 = "stablehlo.transpose"(%347) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
    %349 = "stablehlo.reshape"(%348) : (tensor<1x4096x128x128xbf16>) -> tensor<1x4096x16384xbf16>
    %350 = "stablehlo.dot_general"(%349, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %351 = "stablehlo.add"(%157#0, %350) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %352 = "stablehlo.convert"(%351) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %353 = "stablehlo.multiply"(%352, %352) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %354 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.reduce"(%353, %354) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
      %1603 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1603) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %357 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %359 = "stablehlo.divide"(%356, %358) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %360 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %362 = "stablehlo.add"(%359, %361) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %363 = "stablehlo.rsqrt"(%362) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %364 = "stablehlo.divide"(%363, %362) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %365 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %367 = "stablehlo.multiply"(%366, %364) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %368 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %369 = "stablehlo.multiply"(%352, %368) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %370 = "stablehlo.convert"(%369) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %371 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %373 = "stablehlo.multiply"(%370, %372) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %374 = "stablehlo.dot_general"(%373, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %375:3 = "func.call"(%374) <{callee = @silu}> : (tensor<1x4096x2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>)
    %376 = "stablehlo.dot_general"(%373, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %377 = "stablehlo.multiply"(%375#0, %376) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %378 = "stablehlo.dot_general"(%377, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %379 = "stablehlo.reshape"(%373) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %380 = "stablehlo.dot_general"(%379, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<7168x32xbf16>) -> tensor<4096x32xbf16>
    %381 = "stablehlo.convert"(%380) : (tensor<4096x32xbf16>) -> tensor<4096x32xf32>
    %382 = "stablehlo.negate"(%381) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %383 = "stablehlo.exponential"(%382) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %384 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %386 = "stablehlo.add"(%385, %383) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %387 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %389 = "stablehlo.divide"(%388, %386) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %390 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %392 = "stablehlo.subtract"(%391, %389) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %393 = "stablehlo.multiply"(%389, %392) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %394:2 = "chlo.top_k"(%389) <{k = 8 : i64}> : (tensor<4096x32xf32>) -> (tensor<4096x8xf32>, tensor<4096x8xi32>)
    %395 = "stablehlo.reshape"(%394#1) : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
    %396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.reduce"(%394#0, %396) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
      %1602 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1602) : (tensor<f32>) -> ()
    }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %400 = "stablehlo.divide"(%394#0, %399) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %401 = "stablehlo.multiply"(%398, %398) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %402 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x1xf32>
    %404 = "stablehlo.divide"(%403, %401) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %405 = "stablehlo.convert"(%400) : (tensor<4096x8xf32>) -> tensor<4096x8xbf16>
    %406 = "func.call"(%394#1) <{callee = @_one_hot}> : (tensor<4096x8xi32>) -> tensor<4096x8x32xi32>
    %407 = "stablehlo.reshape"(%406) : (tensor<4096x8x32xi32>) -> tensor<32768x32xi32>
    %408 = "func.call"(%407) <{callee = @cumsum}> : (tensor<32768x32xi32>) -> tensor<32768x32xi32>
    %409 = "stablehlo.reshape"(%408) : (tensor<32768x32xi32>) -> tensor<4096x8x32xi32>
    %410 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x8x32xi32>
    %412 = "stablehlo.subtract"(%409, %411) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
    %413 = "stablehlo.multiply"(%412, %406) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
    %414 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %415 = "stablehlo.reduce"(%413, %414) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg278: tensor<i32>, %arg279: tensor<i32>):
      %1601 = "stablehlo.add"(%arg278, %arg279) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1601) : (tensor<i32>) -> ()
    }) : (tensor<4096x8x32xi32>, tensor<i32>) -> tensor<4096x8xi32>
    %416 = "stablehlo.convert"(%406) : (tensor<4096x8x32xi32>) -> tensor<4096x8x32xbf16>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x32xbf16>) -> tensor<4096x8x32x1xbf16>
    %418 = "func.call"(%415) <{callee = @_one_hot_2}> : (tensor<4096x8xi32>) -> tensor<4096x8x1280xbf16>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4096x8x1280xbf16>) -> tensor<4096x8x1x1280xbf16>
    %420 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x32x1xbf16>) -> tensor<4096x8x32x1280xbf16>
    %421 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x1x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
    %422 = "stablehlo.multiply"(%420, %421) : (tensor<4096x8x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
    %423 = "stablehlo.convert"(%422) : (tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xf32>
    %424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.reduce"(%423, %424) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
      %1600 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1600) : (tensor<f32>) -> ()
    }) : (tensor<4096x8x32x1280xf32>, tensor<f32>) -> tensor<4096x32x1280xf32>
    %426 = "stablehlo.convert"(%425) : (tensor<4096x32x1280xf32>) -> tensor<4096x32x1280xbf16>
    %427 = "stablehlo.dot_general"(%405, %422) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x8xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x32x1280xbf16>
    %428 = "stablehlo.dot_general"(%426, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %429 = "stablehlo.all_to_all"(%428) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %430 = "stablehlo.reshape"(%429) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %431 = "stablehlo.dot_general"(%arg64, %430) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
    %432 = "stablehlo.transpose"(%431) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
    %433:3 = "func.call"(%432) <{callee = @silu_3}> : (tensor<4x8x1280x2048xbf16>) -> (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>)
    %434 = "stablehlo.dot_general"(%arg65, %430) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
    %435 = "stablehlo.transpose"(%434) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
    %436 = "stablehlo.multiply"(%433#0, %435) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %437 = "stablehlo.dot_general"(%arg63, %436) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x4x1280xbf16>
    %438 = "stablehlo.transpose"(%437) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x1280xbf16>) -> tensor<4x8x1280x7168xbf16>
    %439 = "stablehlo.reshape"(%438) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %440 = "stablehlo.all_to_all"(%439) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %441 = "stablehlo.dot_general"(%427, %440) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x7168xbf16>
    %442 = "stablehlo.reshape"(%441) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %443 = "stablehlo.add"(%378, %442) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %444 = "stablehlo.add"(%351, %443) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %445 = "stablehlo.convert"(%444) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %446 = "stablehlo.multiply"(%445, %445) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.reduce"(%446, %447) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %1599 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1599) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %450 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %452 = "stablehlo.divide"(%449, %451) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %453 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %455 = "stablehlo.add"(%452, %454) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %456 = "stablehlo.rsqrt"(%455) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %457 = "stablehlo.divide"(%456, %455) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %458 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %460 = "stablehlo.multiply"(%459, %457) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %461 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %462 = "stablehlo.multiply"(%445, %461) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %463 = "stablehlo.convert"(%462) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %464 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %466 = "stablehlo.multiply"(%463, %465) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %467 = "stablehlo.dot_general"(%466, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %468 = "stablehlo.convert"(%467) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
    %469 = "stablehlo.multiply"(%468, %468) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %470 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.reduce"(%469, %470) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
      %1598 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1598) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %473 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %475 = "stablehlo.divide"(%472, %474) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %476 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %478 = "stablehlo.add"(%475, %477) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %479 = "stablehlo.rsqrt"(%478) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %480 = "stablehlo.divide"(%479, %478) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %481 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %483 = "stablehlo.multiply"(%482, %480) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %484 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
    %485 = "stablehlo.multiply"(%468, %484) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %486 = "stablehlo.convert"(%485) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
    %487 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %489 = "stablehlo.multiply"(%486, %488) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %490 = "stablehlo.dot_general"(%489, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x24576xbf16>
    %491 = "stablehlo.reshape"(%490) : (tensor<1x4096x24576xbf16>) -> tensor<1x4096x128x192xbf16>
    %492 = "stablehlo.slice"(%491) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
    %493 = "stablehlo.slice"(%491) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
    %494 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %495 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %497 = "stablehlo.multiply"(%496, %494) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %498 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %500 = "stablehlo.add"(%499, %497) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %501 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %503 = "stablehlo.divide"(%500, %502) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %504 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %505 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %506 = "stablehlo.power"(%505, %503) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %507 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %509 = "stablehlo.divide"(%508, %506) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %510 = "stablehlo.convert"(%153) : (tensor<4096xi32>) -> tensor<4096xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %512 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %513 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
    %514 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
    %515 = "stablehlo.multiply"(%513, %514) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %516 = "stablehlo.concatenate"(%515, %515) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
    %517 = "stablehlo.cosine"(%516) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %519 = "stablehlo.sine"(%516) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %521 = "stablehlo.slice"(%493) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %522 = "stablehlo.slice"(%493) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %523 = "stablehlo.negate"(%522) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
    %524 = "stablehlo.concatenate"(%523, %521) <{dimension = 3 : i64}> : (tensor<1x4096x128x32xbf16>, tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x64xbf16>
    %525 = "stablehlo.convert"(%493) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
    %526 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %527 = "stablehlo.multiply"(%525, %526) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %528 = "stablehlo.convert"(%524) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
    %529 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %530 = "stablehlo.multiply"(%528, %529) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %531 = "stablehlo.add"(%527, %530) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %532 = "stablehlo.convert"(%531) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
    %533 = "stablehlo.dot_general"(%466, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x576xbf16>
    %534 = "stablehlo.slice"(%533) <{limit_indices = array<i64: 1, 4096, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x512xbf16>
    %535 = "stablehlo.convert"(%534) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
    %536 = "stablehlo.multiply"(%535, %535) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %537 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.reduce"(%536, %537) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
      %1597 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1597) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %540 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %542 = "stablehlo.divide"(%539, %541) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %543 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %545 = "stablehlo.add"(%542, %544) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %546 = "stablehlo.rsqrt"(%545) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %547 = "stablehlo.divide"(%546, %545) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %548 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %550 = "stablehlo.multiply"(%549, %547) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %551 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
    %552 = "stablehlo.multiply"(%535, %551) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %553 = "stablehlo.convert"(%552) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
    %554 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
    %556 = "stablehlo.multiply"(%553, %555) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
    %557 = "stablehlo.slice"(%533) <{limit_indices = array<i64: 1, 4096, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x64xbf16>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %559 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %560 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %562 = "stablehlo.multiply"(%561, %559) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %563 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %565 = "stablehlo.add"(%564, %562) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %566 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %568 = "stablehlo.divide"(%565, %567) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %569 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %571 = "stablehlo.power"(%570, %568) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %572 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %574 = "stablehlo.divide"(%573, %571) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %575 = "stablehlo.convert"(%153) : (tensor<4096xi32>) -> tensor<4096xf32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %577 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %578 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
    %579 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
    %580 = "stablehlo.multiply"(%578, %579) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %581 = "stablehlo.concatenate"(%580, %580) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
    %582 = "stablehlo.cosine"(%581) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %584 = "stablehlo.sine"(%581) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %586 = "stablehlo.slice"(%558) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %587 = "stablehlo.slice"(%558) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %588 = "stablehlo.negate"(%587) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
    %589 = "stablehlo.concatenate"(%588, %586) <{dimension = 3 : i64}> : (tensor<1x4096x1x32xbf16>, tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x64xbf16>
    %590 = "stablehlo.convert"(%558) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
    %591 = "stablehlo.multiply"(%590, %583) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %592 = "stablehlo.convert"(%589) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
    %593 = "stablehlo.multiply"(%592, %585) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %594 = "stablehlo.add"(%591, %593) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %595 = "stablehlo.convert"(%594) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
    %596 = "stablehlo.reshape"(%595) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x64xbf16>
    %597 = "stablehlo.dot_general"(%556, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x512xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x32768xbf16>
    %598 = "stablehlo.reshape"(%597) : (tensor<1x4096x32768xbf16>) -> tensor<1x4096x128x256xbf16>
    %599 = "stablehlo.slice"(%598) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
    %600 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x128x64xbf16>
    %602 = "stablehlo.concatenate"(%599, %601) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
    %603 = "stablehlo.concatenate"(%492, %532) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
    %604 = "stablehlo.slice"(%598) <{limit_indices = array<i64: 1, 4096, 128, 256>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
    %605 = "stablehlo.dot_general"(%603, %602) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x4096xbf16>
    %606 = "stablehlo.convert"(%605) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
    %607 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.sqrt"(%607) : (tensor<f32>) -> tensor<f32>
    %609 = "stablehlo.convert"(%608) : (tensor<f32>) -> tensor<f32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %611 = "stablehlo.divide"(%606, %610) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %612 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4096x4096xi1>) -> tensor<1x1x4096x4096xi1>
    %613 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %614:2 = "func.call"(%612, %611, %613) <{callee = @_where_0}> : (tensor<1x1x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<f32>) -> (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>)
    %615 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.reduce"(%614#0, %615) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg268: tensor<f32>, %arg269: tensor<f32>):
      %1596 = "stablehlo.maximum"(%arg268, %arg269) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1596) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
    %617 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096xf32>
    %619 = "stablehlo.maximum"(%618, %616) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %622 = "stablehlo.subtract"(%614#0, %621) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %623 = "stablehlo.exponential"(%622) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.reduce"(%623, %624) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg266: tensor<f32>, %arg267: tensor<f32>):
      %1595 = "stablehlo.add"(%arg266, %arg267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1595) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %628 = "stablehlo.divide"(%623, %627) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %629 = "stablehlo.multiply"(%626, %626) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
    %630 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x1xf32>
    %632 = "stablehlo.divide"(%631, %629) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
    %633 = "stablehlo.convert"(%628) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
    %634 = "stablehlo.dot_general"(%604, %633) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x128xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
    %635 = "stablehlo.transpose"(%634) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
    %636 = "stablehlo.reshape"(%635) : (tensor<1x4096x128x128xbf16>) -> tensor<1x4096x16384xbf16>
    %637 = "stablehlo.dot_general"(%636, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %638 = "stablehlo.add"(%444, %637) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %639 = "stablehlo.convert"(%638) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %640 = "stablehlo.multiply"(%639, %639) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %641 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.reduce"(%640, %641) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
      %1594 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1594) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %644 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %646 = "stablehlo.divide"(%643, %645) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %647 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %649 = "stablehlo.add"(%646, %648) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %650 = "stablehlo.rsqrt"(%649) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %651 = "stablehlo.divide"(%650, %649) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %652 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %654 = "stablehlo.multiply"(%653, %651) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %655 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %656 = "stablehlo.multiply"(%639, %655) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %657 = "stablehlo.convert"(%656) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %658 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %659 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %660 = "stablehlo.multiply"(%657, %659) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %661 = "stablehlo.dot_general"(%660, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %662:3 = "func.call"(%661) <{callee = @silu}> : (tensor<1x4096x2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>)
    %663 = "stablehlo.dot_general"(%660, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %664 = "stablehlo.multiply"(%662#0, %663) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %665 = "stablehlo.dot_general"(%664, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %666 = "stablehlo.reshape"(%660) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %667 = "stablehlo.dot_general"(%666, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<7168x32xbf16>) -> tensor<4096x32xbf16>
    %668 = "stablehlo.convert"(%667) : (tensor<4096x32xbf16>) -> tensor<4096x32xf32>
    %669 = "stablehlo.negate"(%668) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %670 = "stablehlo.exponential"(%669) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %671 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %673 = "stablehlo.add"(%672, %670) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %674 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %676 = "stablehlo.divide"(%675, %673) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %677 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %678 = "stablehlo.broadcast_in_dim"(%677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %679 = "stablehlo.subtract"(%678, %676) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %680 = "stablehlo.multiply"(%676, %679) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %681:2 = "chlo.top_k"(%676) <{k = 8 : i64}> : (tensor<4096x32xf32>) -> (tensor<4096x8xf32>, tensor<4096x8xi32>)
    %682 = "stablehlo.reshape"(%681#1) : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.reduce"(%681#0, %683) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
      %1593 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1593) : (tensor<f32>) -> ()
    }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %687 = "stablehlo.divide"(%681#0, %686) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %688 = "stablehlo.multiply"(%685, %685) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %689 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x1xf32>
    %691 = "stablehlo.divide"(%690, %688) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %692 = "stablehlo.convert"(%687) : (tensor<4096x8xf32>) -> tensor<4096x8xbf16>
    %693 = "func.call"(%681#1) <{callee = @_one_hot}> : (tensor<4096x8xi32>) -> tensor<4096x8x32xi32>
    %694 = "stablehlo.reshape"(%693) : (tensor<4096x8x32xi32>) -> tensor<32768x32xi32>
    %695 = "func.call"(%694) <{callee = @cumsum}> : (tensor<32768x32xi32>) -> tensor<32768x32xi32>
    %696 = "stablehlo.reshape"(%695) : (tensor<32768x32xi32>) -> tensor<4096x8x32xi32>
    %697 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x8x32xi32>
    %699 = "stablehlo.subtract"(%696, %698) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
    %700 = "stablehlo.multiply"(%699, %693) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
    %701 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %702 = "stablehlo.reduce"(%700, %701) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg260: tensor<i32>, %arg261: tensor<i32>):
      %1592 = "stablehlo.add"(%arg260, %arg261) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1592) : (tensor<i32>) -> ()
    }) : (tensor<4096x8x32xi32>, tensor<i32>) -> tensor<4096x8xi32>
    %703 = "stablehlo.convert"(%693) : (tensor<4096x8x32xi32>) -> tensor<4096x8x32xbf16>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x32xbf16>) -> tensor<4096x8x32x1xbf16>
    %705 = "func.call"(%702) <{callee = @_one_hot_2}> : (tensor<4096x8xi32>) -> tensor<4096x8x1280xbf16>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4096x8x1280xbf16>) -> tensor<4096x8x1x1280xbf16>
    %707 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x32x1xbf16>) -> tensor<4096x8x32x1280xbf16>
    %708 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x1x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
    %709 = "stablehlo.multiply"(%707, %708) : (tensor<4096x8x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
    %710 = "stablehlo.convert"(%709) : (tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xf32>
    %711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.reduce"(%710, %711) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
      %1591 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1591) : (tensor<f32>) -> ()
    }) : (tensor<4096x8x32x1280xf32>, tensor<f32>) -> tensor<4096x32x1280xf32>
    %713 = "stablehlo.convert"(%712) : (tensor<4096x32x1280xf32>) -> tensor<4096x32x1280xbf16>
    %714 = "stablehlo.dot_general"(%692, %709) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x8xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x32x1280xbf16>
    %715 = "stablehlo.dot_general"(%713, %666) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %716 = "stablehlo.all_to_all"(%715) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %717 = "stablehlo.reshape"(%716) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %718 = "stablehlo.dot_general"(%arg80, %717) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
    %719 = "stablehlo.transpose"(%718) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
    %720:3 = "func.call"(%719) <{callee = @silu_3}> : (tensor<4x8x1280x2048xbf16>) -> (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>)
    %721 = "stablehlo.dot_general"(%arg81, %717) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
    %722 = "stablehlo.transpose"(%721) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
    %723 = "stablehlo.multiply"(%720#0, %722) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %724 = "stablehlo.dot_general"(%arg79, %723) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x4x1280xbf16>
    %725 = "stablehlo.transpose"(%724) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x1280xbf16>) -> tensor<4x8x1280x7168xbf16>
    %726 = "stablehlo.reshape"(%725) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %727 = "stablehlo.all_to_all"(%726) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %728 = "stablehlo.dot_general"(%714, %727) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x7168xbf16>
    %729 = "stablehlo.reshape"(%728) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %730 = "stablehlo.add"(%665, %729) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %731 = "stablehlo.add"(%638, %730) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %732 = "stablehlo.convert"(%731) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %733 = "stablehlo.multiply"(%732, %732) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %734 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %735 = "stablehlo.reduce"(%733, %734) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
      %1590 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1590) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %736 = "stablehlo.broadcast_in_dim"(%735) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %737 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %738 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %739 = "stablehlo.divide"(%736, %738) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %740 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %742 = "stablehlo.add"(%739, %741) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %743 = "stablehlo.rsqrt"(%742) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %744 = "stablehlo.divide"(%743, %742) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %745 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %746 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %747 = "stablehlo.multiply"(%746, %744) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %748 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %749 = "stablehlo.multiply"(%732, %748) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %750 = "stablehlo.convert"(%749) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %751 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %753 = "stablehlo.multiply"(%750, %752) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %754 = "stablehlo.dot_general"(%753, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x129280xbf16>) -> tensor<1x4096x129280xbf16>
    %755 = "stablehlo.convert"(%754) : (tensor<1x4096x129280xbf16>) -> tensor<1x4096x129280xf32>
    %756:3 = "func.call"(%755) <{callee = @log_softmax}> : (tensor<1x4096x129280xf32>) -> (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>)
    %757 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xi32>) -> tensor<1x4096x1xi32>
    %758:2 = "func.call"(%756#0, %757) <{callee = @take_along_axis}> : (tensor<1x4096x129280xf32>, tensor<1x4096x1xi32>) -> (tensor<1x4096x1xf32>, tensor<4096x1x1xi32>)
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.reduce"(%758#0, %759) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
      %1589 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1589) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<f32>
    %761 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %762 = "stablehlo.divide"(%760, %761) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %763 = "stablehlo.negate"(%762) : (tensor<f32>) -> tensor<f32>
    %764 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.negate"(%764) : (tensor<f32>) -> tensor<f32>
    %766 = "stablehlo.divide"(%765, %761) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %767 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %768 = "func.call"(%758#1, %767) <{callee = @take_along_axis_4}> : (tensor<4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    %769 = "func.call"(%756#1, %756#2, %768) <{callee = @log_softmax_5}> : (tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %770 = "stablehlo.convert"(%769) : (tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xbf16>
    %771 = "stablehlo.dot_general"(%770, %753) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x129280xbf16>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>
    %772 = "stablehlo.transpose"(%771) <{permutation = array<i64: 1, 0>}> : (tensor<129280x7168xbf16>) -> tensor<7168x129280xbf16>
    %773 = "stablehlo.dot_general"(%770, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x129280xbf16>, tensor<7168x129280xbf16>) -> tensor<1x4096x7168xbf16>
    %774 = "stablehlo.multiply"(%750, %773) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %776 = "stablehlo.reduce"(%774, %775) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg252: tensor<bf16>, %arg253: tensor<bf16>):
      %1588 = "stablehlo.add"(%arg252, %arg253) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1588) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
    %777 = "stablehlo.reshape"(%776) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
    %778 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %779 = "stablehlo.multiply"(%773, %778) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %781 = "stablehlo.reduce"(%777, %780) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg250: tensor<bf16>, %arg251: tensor<bf16>):
      %1587 = "stablehlo.add"(%arg250, %arg251) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1587) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
    %782 = "stablehlo.convert"(%779) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %783 = "stablehlo.multiply"(%732, %782) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %785 = "stablehlo.reduce"(%783, %784) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %1586 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1586) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %786 = "stablehlo.reshape"(%785) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %787 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %788 = "stablehlo.multiply"(%782, %787) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %789 = "stablehlo.multiply"(%786, %747) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %790 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %791 = "stablehlo.divide"(%789, %790) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.reduce"(%791, %792) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %1585 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1585) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
    %796 = "stablehlo.multiply"(%732, %795) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %797 = "stablehlo.add"(%788, %796) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %798 = "stablehlo.multiply"(%795, %732) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %799 = "stablehlo.add"(%797, %798) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %800 = "stablehlo.convert"(%799) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %801 = "stablehlo.reshape"(%800) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %802 = "stablehlo.dot_general"(%801, %714) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x32x1280xbf16>
    %803 = "stablehlo.transpose"(%802) <{permutation = array<i64: 1, 2, 0>}> : (tensor<7168x32x1280xbf16>) -> tensor<32x1280x7168xbf16>
    %804 = "stablehlo.dot_general"(%801, %727) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x32x1280xbf16>
    %805 = "stablehlo.all_to_all"(%803) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %806 = "stablehlo.reshape"(%805) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %807 = "stablehlo.transpose"(%806) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x7168xbf16>) -> tensor<8x7168x4x1280xbf16>
    %808 = "stablehlo.dot_general"(%807, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x4x1280x2048xbf16>
    %809 = "stablehlo.transpose"(%808) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %810 = "stablehlo.dot_general"(%807, %723) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %811 = "stablehlo.transpose"(%810) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x7168x2048xbf16>) -> tensor<8x2048x7168xbf16>
    %812 = "stablehlo.multiply"(%720#0, %809) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %813 = "stablehlo.multiply"(%809, %722) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %814 = "stablehlo.transpose"(%812) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
    %815 = "stablehlo.dot_general"(%814, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
    %816 = "stablehlo.transpose"(%815) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %817 = "stablehlo.dot_general"(%814, %717) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %818 = "stablehlo.transpose"(%817) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
    %819 = "func.call"(%720#1, %720#2, %719, %813) <{callee = @silu_6}> : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %820 = "stablehlo.transpose"(%819) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
    %821 = "stablehlo.dot_general"(%820, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
    %822 = "stablehlo.transpose"(%821) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %823 = "stablehlo.add"(%816, %822) : (tensor<4x8x1280x7168xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %824 = "stablehlo.dot_general"(%820, %717) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %825 = "stablehlo.transpose"(%824) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
    %826 = "stablehlo.reshape"(%823) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %827 = "stablehlo.all_to_all"(%826) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %828 = "stablehlo.dot_general"(%827, %713) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x1280x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x4096xbf16>
    %829 = "stablehlo.transpose"(%828) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %830 = "stablehlo.dot_general"(%804, %709) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8xbf16>
    %831 = "stablehlo.convert"(%830) : (tensor<4096x8xbf16>) -> tensor<4096x8xf32>
    %832 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %833 = "stablehlo.multiply"(%831, %832) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %834 = "stablehlo.multiply"(%833, %681#0) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.reduce"(%834, %835) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %1584 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1584) : (tensor<f32>) -> ()
    }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
    %837 = "stablehlo.reshape"(%836) : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %838 = "stablehlo.negate"(%837) : (tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %839 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %840 = "stablehlo.divide"(%831, %839) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.reduce"(%838, %841) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %1583 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1583) : (tensor<f32>) -> ()
    }) : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x8xf32>
    %844 = "stablehlo.add"(%840, %843) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %847 = "stablehlo.scatter"(%846, %682, %844) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %1582 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1582) : (tensor<f32>) -> ()
    }) : (tensor<4096x32xf32>, tensor<4096x8x1xi32>, tensor<4096x8xf32>) -> tensor<4096x32xf32>
    %848 = "stablehlo.multiply"(%847, %680) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %849 = "stablehlo.convert"(%848) : (tensor<4096x32xf32>) -> tensor<4096x32xbf16>
    %850 = "stablehlo.dot_general"(%849, %666) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<4096x7168xbf16>) -> tensor<32x7168xbf16>
    %851 = "stablehlo.transpose"(%850) <{permutation = array<i64: 1, 0>}> : (tensor<32x7168xbf16>) -> tensor<7168x32xbf16>
    %852 = "stablehlo.dot_general"(%849, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<7168x32xbf16>) -> tensor<4096x7168xbf16>
    %853 = "stablehlo.add"(%829, %852) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %854 = "stablehlo.reshape"(%853) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %855 = "stablehlo.dot_general"(%800, %664) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x2048xbf16>) -> tensor<7168x2048xbf16>
    %856 = "stablehlo.transpose"(%855) <{permutation = array<i64: 1, 0>}> : (tensor<7168x2048xbf16>) -> tensor<2048x7168xbf16>
    %857 = "stablehlo.dot_general"(%800, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x2048xbf16>
    %858 = "stablehlo.multiply"(%662#0, %857) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %859 = "stablehlo.multiply"(%857, %663) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %860 = "stablehlo.dot_general"(%858, %660) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
    %861 = "stablehlo.transpose"(%860) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
    %862 = "stablehlo.dot_general"(%858, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
    %863 = "stablehlo.add"(%854, %862) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %864 = "func.call"(%662#1, %662#2, %661, %859) <{callee = @silu_7}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %865 = "stablehlo.dot_general"(%864, %660) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
    %866 = "stablehlo.transpose"(%865) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
    %867 = "stablehlo.dot_general"(%864, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
    %868 = "stablehlo.add"(%863, %867) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %869 = "stablehlo.multiply"(%657, %868) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %870 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %871 = "stablehlo.reduce"(%869, %870) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg238: tensor<bf16>, %arg239: tensor<bf16>):
      %1581 = "stablehlo.add"(%arg238, %arg239) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1581) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
    %872 = "stablehlo.reshape"(%871) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
    %873 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %874 = "stablehlo.multiply"(%868, %873) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %875 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %876 = "stablehlo.reduce"(%872, %875) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg236: tensor<bf16>, %arg237: tensor<bf16>):
      %1580 = "stablehlo.add"(%arg236, %arg237) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1580) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
    %877 = "stablehlo.convert"(%874) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %878 = "stablehlo.multiply"(%639, %877) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %879 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.reduce"(%878, %879) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %1579 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1579) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %881 = "stablehlo.reshape"(%880) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %882 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %883 = "stablehlo.multiply"(%877, %882) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %884 = "stablehlo.multiply"(%881, %654) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %885 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %886 = "stablehlo.divide"(%884, %885) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.reduce"(%886, %887) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %1578 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1578) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %889 = "stablehlo.broadcast_in_dim"(%888) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
    %891 = "stablehlo.multiply"(%639, %890) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %892 = "stablehlo.add"(%883, %891) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %893 = "stablehlo.multiply"(%890, %639) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %894 = "stablehlo.add"(%892, %893) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %895 = "stablehlo.convert"(%894) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %896 = "stablehlo.add"(%800, %895) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %897 = "stablehlo.dot_general"(%896, %636) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x16384xbf16>) -> tensor<7168x16384xbf16>
    %898 = "stablehlo.transpose"(%897) <{permutation = array<i64: 1, 0>}> : (tensor<7168x16384xbf16>) -> tensor<16384x7168xbf16>
    %899 = "stablehlo.dot_general"(%896, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x16384xbf16>
    %900 = "stablehlo.reshape"(%899) : (tensor<1x4096x16384xbf16>) -> tensor<1x4096x128x128xbf16>
    %901 = "stablehlo.transpose"(%900) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x4096x128x128xbf16>) -> tensor<1x128x128x4096xbf16>
    %902 = "stablehlo.dot_general"(%901, %604) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x4096x128x128xbf16>) -> tensor<1x128x4096x4096xbf16>
    %903 = "stablehlo.dot_general"(%901, %633) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
    %904 = "stablehlo.transpose"(%903) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
    %905 = "stablehlo.convert"(%902) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
    %906 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %907 = "stablehlo.multiply"(%905, %906) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %908 = "stablehlo.multiply"(%907, %623) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.reduce"(%908, %909) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %1577 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1577) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
    %911 = "stablehlo.reshape"(%910) : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
    %912 = "stablehlo.negate"(%911) : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
    %913 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %914 = "stablehlo.divide"(%905, %913) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %915 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %916 = "stablehlo.reduce"(%912, %915) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %1576 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1576) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x1xf32>, tensor<f32>) -> tensor<128x4096xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x4096xf32>) -> tensor<1x128x4096xf32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %919 = "stablehlo.add"(%914, %918) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %920 = "stablehlo.multiply"(%919, %623) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %921 = "func.call"(%614#1, %920) <{callee = @_where_8}> : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %922 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %923 = "stablehlo.divide"(%921, %922) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %924 = "stablehlo.convert"(%923) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
    %925 = "stablehlo.dot_general"(%924, %603) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
    %926 = "stablehlo.transpose"(%925) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
    %927 = "stablehlo.dot_general"(%924, %602) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
    %928 = "stablehlo.transpose"(%927) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
    %929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %930 = "stablehlo.pad"(%904, %929) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
    %931 = "stablehlo.slice"(%928) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
    %932 = "stablehlo.slice"(%928) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
    %933 = "stablehlo.slice"(%926) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
    %934 = "stablehlo.slice"(%926) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
    %935 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %936 = "stablehlo.reduce"(%934, %935) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg226: tensor<bf16>, %arg227: tensor<bf16>):
      %1575 = "stablehlo.add"(%arg226, %arg227) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1575) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
    %937 = "stablehlo.broadcast_in_dim"(%936) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %938 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %939 = "stablehlo.reduce"(%937, %938) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg224: tensor<bf16>, %arg225: tensor<bf16>):
      %1574 = "stablehlo.add"(%arg224, %arg225) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1574) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
    %941 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %942 = "stablehlo.pad"(%933, %941) <{edge_padding_high = array<i64: 0, 0, 0, 128>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
    %943 = "stablehlo.add"(%930, %942) : (tensor<1x4096x128x256xbf16>, tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x256xbf16>
    %944 = "stablehlo.reshape"(%943) : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x32768xbf16>
    %945 = "stablehlo.dot_general"(%944, %556) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<1x4096x512xbf16>) -> tensor<32768x512xbf16>
    %946 = "stablehlo.transpose"(%945) <{permutation = array<i64: 1, 0>}> : (tensor<32768x512xbf16>) -> tensor<512x32768xbf16>
    %947 = "stablehlo.dot_general"(%944, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x512xbf16>
    %948 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %949 = "stablehlo.convert"(%948) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
    %950 = "stablehlo.multiply"(%949, %585) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %951 = "stablehlo.convert"(%950) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
    %952 = "stablehlo.multiply"(%949, %583) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %953 = "stablehlo.convert"(%952) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
    %954 = "stablehlo.slice"(%951) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %955 = "stablehlo.slice"(%951) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %956 = "stablehlo.negate"(%954) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
    %957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %958 = "stablehlo.pad"(%956, %957) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
    %959 = "stablehlo.add"(%953, %958) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %960 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %961 = "stablehlo.pad"(%955, %960) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
    %962 = "stablehlo.add"(%959, %961) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %963 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %964 = "stablehlo.reduce"(%962, %963) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg222: tensor<bf16>, %arg223: tensor<bf16>):
      %1573 = "stablehlo.add"(%arg222, %arg223) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1573) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
    %965 = "stablehlo.broadcast_in_dim"(%964) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
    %966 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %967 = "stablehlo.pad"(%965, %966) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 512>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x64xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
    %968 = "stablehlo.multiply"(%553, %947) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
    %969 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %970 = "stablehlo.reduce"(%968, %969) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg220: tensor<bf16>, %arg221: tensor<bf16>):
      %1572 = "stablehlo.add"(%arg220, %arg221) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1572) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x512xbf16>
    %971 = "stablehlo.reshape"(%970) : (tensor<1x512xbf16>) -> tensor<1x1x512xbf16>
    %972 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
    %973 = "stablehlo.multiply"(%947, %972) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
    %974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %975 = "stablehlo.reduce"(%971, %974) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg218: tensor<bf16>, %arg219: tensor<bf16>):
      %1571 = "stablehlo.add"(%arg218, %arg219) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1571) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %976 = "stablehlo.convert"(%973) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
    %977 = "stablehlo.multiply"(%535, %976) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %978 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %979 = "stablehlo.reduce"(%977, %978) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %1570 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1570) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %980 = "stablehlo.reshape"(%979) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %981 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
    %982 = "stablehlo.multiply"(%976, %981) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %983 = "stablehlo.multiply"(%980, %550) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %984 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %985 = "stablehlo.divide"(%983, %984) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %986 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.reduce"(%985, %986) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %1569 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1569) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %989 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x512xf32>
    %990 = "stablehlo.multiply"(%535, %989) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %991 = "stablehlo.add"(%982, %990) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %992 = "stablehlo.multiply"(%989, %535) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %993 = "stablehlo.add"(%991, %992) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %994 = "stablehlo.convert"(%993) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
    %995 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %996 = "stablehlo.pad"(%994, %995) <{edge_padding_high = array<i64: 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
    %997 = "stablehlo.add"(%967, %996) : (tensor<1x4096x576xbf16>, tensor<1x4096x576xbf16>) -> tensor<1x4096x576xbf16>
    %998 = "stablehlo.dot_general"(%997, %466) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<1x4096x7168xbf16>) -> tensor<576x7168xbf16>
    %999 = "stablehlo.transpose"(%998) <{permutation = array<i64: 1, 0>}> : (tensor<576x7168xbf16>) -> tensor<7168x576xbf16>
    %1000 = "stablehlo.dot_general"(%997, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x7168xbf16>
    %1001 = "stablehlo.convert"(%932) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
    %1002 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %1003 = "stablehlo.multiply"(%1001, %1002) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %1004 = "stablehlo.convert"(%1003) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
    %1005 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %1006 = "stablehlo.multiply"(%1001, %1005) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %1007 = "stablehlo.convert"(%1006) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
    %1008 = "stablehlo.slice"(%1004) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %1009 = "stablehlo.slice"(%1004) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %1010 = "stablehlo.negate"(%1008) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
    %1011 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1012 = "stablehlo.pad"(%1010, %1011) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
    %1013 = "stablehlo.add"(%1007, %1012) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
    %1014 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1015 = "stablehlo.pad"(%1009, %1014) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
    %1016 = "stablehlo.add"(%1013, %1015) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
    %1017 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1018 = "stablehlo.pad"(%1016, %1017) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
    %1019 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1020 = "stablehlo.pad"(%931, %1019) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
    %1021 = "stablehlo.add"(%1018, %1020) : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x192xbf16>
    %1022 = "stablehlo.reshape"(%1021) : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x24576xbf16>
    %1023 = "stablehlo.dot_general"(%1022, %489) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1x4096x1536xbf16>) -> tensor<24576x1536xbf16>
    %1024 = "stablehlo.transpose"(%1023) <{permutation = array<i64: 1, 0>}> : (tensor<24576x1536xbf16>) -> tensor<1536x24576xbf16>
    %1025 = "stablehlo.dot_general"(%1022, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x1536xbf16>
    %1026 = "stablehlo.multiply"(%486, %1025) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %1027 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1028 = "stablehlo.reduce"(%1026, %1027) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg212: tensor<bf16>, %arg213: tensor<bf16>):
      %1568 = "stablehlo.add"(%arg212, %arg213) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1568) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x1536xbf16>, tensor<bf16>) -> tensor<1x1536xbf16>
    %1029 = "stablehlo.reshape"(%1028) : (tensor<1x1536xbf16>) -> tensor<1x1x1536xbf16>
    %1030 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %1031 = "stablehlo.multiply"(%1025, %1030) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %1032 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1033 = "stablehlo.reduce"(%1029, %1032) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<bf16>, %arg211: tensor<bf16>):
      %1567 = "stablehlo.add"(%arg210, %arg211) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1567) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
    %1034 = "stablehlo.convert"(%1031) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
    %1035 = "stablehlo.multiply"(%468, %1034) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1036 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1037 = "stablehlo.reduce"(%1035, %1036) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %1566 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1566) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1038 = "stablehlo.reshape"(%1037) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1039 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
    %1040 = "stablehlo.multiply"(%1034, %1039) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1041 = "stablehlo.multiply"(%1038, %483) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1042 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %1043 = "stablehlo.divide"(%1041, %1042) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1044 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1045 = "stablehlo.reduce"(%1043, %1044) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %1565 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1565) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%1045) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1536xf32>
    %1048 = "stablehlo.multiply"(%468, %1047) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1049 = "stablehlo.add"(%1040, %1048) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1050 = "stablehlo.multiply"(%1047, %468) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1051 = "stablehlo.add"(%1049, %1050) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1052 = "stablehlo.convert"(%1051) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
    %1053 = "stablehlo.dot_general"(%1052, %466) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1536x7168xbf16>
    %1054 = "stablehlo.transpose"(%1053) <{permutation = array<i64: 1, 0>}> : (tensor<1536x7168xbf16>) -> tensor<7168x1536xbf16>
    %1055 = "stablehlo.dot_general"(%1052, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x7168xbf16>
    %1056 = "stablehlo.add"(%1000, %1055) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1057 = "stablehlo.multiply"(%463, %1056) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1058 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1059 = "stablehlo.reduce"(%1057, %1058) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg204: tensor<bf16>, %arg205: tensor<bf16>):
      %1564 = "stablehlo.add"(%arg204, %arg205) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1564) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
    %1060 = "stablehlo.reshape"(%1059) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
    %1061 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1062 = "stablehlo.multiply"(%1056, %1061) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1063 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1064 = "stablehlo.reduce"(%1060, %1063) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg202: tensor<bf16>, %arg203: tensor<bf16>):
      %1563 = "stablehlo.add"(%arg202, %arg203) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1563) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
    %1065 = "stablehlo.convert"(%1062) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %1066 = "stablehlo.multiply"(%445, %1065) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1067 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.reduce"(%1066, %1067) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1562 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1562) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1069 = "stablehlo.reshape"(%1068) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %1071 = "stablehlo.multiply"(%1065, %1070) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1072 = "stablehlo.multiply"(%1069, %460) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %1074 = "stablehlo.divide"(%1072, %1073) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1075 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1076 = "stablehlo.reduce"(%1074, %1075) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %1561 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1561) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
    %1079 = "stablehlo.multiply"(%445, %1078) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1080 = "stablehlo.add"(%1071, %1079) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1081 = "stablehlo.multiply"(%1078, %445) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1082 = "stablehlo.add"(%1080, %1081) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1083 = "stablehlo.convert"(%1082) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %1084 = "stablehlo.add"(%896, %1083) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1085 = "stablehlo.reshape"(%1084) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %1086 = "stablehlo.dot_general"(%1085, %427) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x32x1280xbf16>
    %1087 = "stablehlo.transpose"(%1086) <{permutation = array<i64: 1, 2, 0>}> : (tensor<7168x32x1280xbf16>) -> tensor<32x1280x7168xbf16>
    %1088 = "stablehlo.dot_general"(%1085, %440) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x32x1280xbf16>
    %1089 = "stablehlo.all_to_all"(%1087) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %1090 = "stablehlo.reshape"(%1089) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %1091 = "stablehlo.transpose"(%1090) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x7168xbf16>) -> tensor<8x7168x4x1280xbf16>
    %1092 = "stablehlo.dot_general"(%1091, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x4x1280x2048xbf16>
    %1093 = "stablehlo.transpose"(%1092) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %1094 = "stablehlo.dot_general"(%1091, %436) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1095 = "stablehlo.transpose"(%1094) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x7168x2048xbf16>) -> tensor<8x2048x7168xbf16>
    %1096 = "stablehlo.multiply"(%433#0, %1093) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %1097 = "stablehlo.multiply"(%1093, %435) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %1098 = "stablehlo.transpose"(%1096) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
    %1099 = "stablehlo.dot_general"(%1098, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
    %1100 = "stablehlo.transpose"(%1099) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %1101 = "stablehlo.dot_general"(%1098, %430) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1102 = "stablehlo.transpose"(%1101) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
    %1103 = "func.call"(%433#1, %433#2, %432, %1097) <{callee = @silu_6}> : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %1104 = "stablehlo.transpose"(%1103) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
    %1105 = "stablehlo.dot_general"(%1104, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
    %1106 = "stablehlo.transpose"(%1105) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %1107 = "stablehlo.add"(%1100, %1106) : (tensor<4x8x1280x7168xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
    %1108 = "stablehlo.dot_general"(%1104, %430) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1109 = "stablehlo.transpose"(%1108) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
    %1110 = "stablehlo.reshape"(%1107) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %1111 = "stablehlo.all_to_all"(%1110) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
    %1112 = "stablehlo.dot_general"(%1111, %426) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x1280x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x4096xbf16>
    %1113 = "stablehlo.transpose"(%1112) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1114 = "stablehlo.dot_general"(%1088, %422) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8xbf16>
    %1115 = "stablehlo.convert"(%1114) : (tensor<4096x8xbf16>) -> tensor<4096x8xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %1117 = "stablehlo.multiply"(%1115, %1116) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %1118 = "stablehlo.multiply"(%1117, %394#0) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %1119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.reduce"(%1118, %1119) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1560 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1560) : (tensor<f32>) -> ()
    }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
    %1121 = "stablehlo.reshape"(%1120) : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1122 = "stablehlo.negate"(%1121) : (tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %1124 = "stablehlo.divide"(%1115, %1123) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %1125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.reduce"(%1122, %1125) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1559 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1559) : (tensor<f32>) -> ()
    }) : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x8xf32>
    %1128 = "stablehlo.add"(%1124, %1127) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %1129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
    %1131 = "stablehlo.scatter"(%1130, %395, %1128) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %1558 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1558) : (tensor<f32>) -> ()
    }) : (tensor<4096x32xf32>, tensor<4096x8x1xi32>, tensor<4096x8xf32>) -> tensor<4096x32xf32>
    %1132 = "stablehlo.multiply"(%1131, %393) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
    %1133 = "stablehlo.convert"(%1132) : (tensor<4096x32xf32>) -> tensor<4096x32xbf16>
    %1134 = "stablehlo.dot_general"(%1133, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<4096x7168xbf16>) -> tensor<32x7168xbf16>
    %1135 = "stablehlo.transpose"(%1134) <{permutation = array<i64: 1, 0>}> : (tensor<32x7168xbf16>) -> tensor<7168x32xbf16>
    %1136 = "stablehlo.dot_general"(%1133, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<7168x32xbf16>) -> tensor<4096x7168xbf16>
    %1137 = "stablehlo.add"(%1113, %1136) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %1138 = "stablehlo.reshape"(%1137) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1139 = "stablehlo.dot_general"(%1084, %377) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x2048xbf16>) -> tensor<7168x2048xbf16>
    %1140 = "stablehlo.transpose"(%1139) <{permutation = array<i64: 1, 0>}> : (tensor<7168x2048xbf16>) -> tensor<2048x7168xbf16>
    %1141 = "stablehlo.dot_general"(%1084, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x2048xbf16>
    %1142 = "stablehlo.multiply"(%375#0, %1141) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %1143 = "stablehlo.multiply"(%1141, %376) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %1144 = "stablehlo.dot_general"(%1142, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
    %1145 = "stablehlo.transpose"(%1144) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
    %1146 = "stablehlo.dot_general"(%1142, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
    %1147 = "stablehlo.add"(%1138, %1146) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1148 = "func.call"(%375#1, %375#2, %374, %1143) <{callee = @silu_7}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %1149 = "stablehlo.dot_general"(%1148, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
    %1150 = "stablehlo.transpose"(%1149) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
    %1151 = "stablehlo.dot_general"(%1148, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
    %1152 = "stablehlo.add"(%1147, %1151) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1153 = "stablehlo.multiply"(%370, %1152) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1155 = "stablehlo.reduce"(%1153, %1154) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg190: tensor<bf16>, %arg191: tensor<bf16>):
      %1557 = "stablehlo.add"(%arg190, %arg191) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1557) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
    %1156 = "stablehlo.reshape"(%1155) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
    %1157 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1158 = "stablehlo.multiply"(%1152, %1157) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1160 = "stablehlo.reduce"(%1156, %1159) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg188: tensor<bf16>, %arg189: tensor<bf16>):
      %1556 = "stablehlo.add"(%arg188, %arg189) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1556) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
    %1161 = "stablehlo.convert"(%1158) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %1162 = "stablehlo.multiply"(%352, %1161) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1164 = "stablehlo.reduce"(%1162, %1163) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %1555 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1555) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1165 = "stablehlo.reshape"(%1164) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1166 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %1167 = "stablehlo.multiply"(%1161, %1166) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1168 = "stablehlo.multiply"(%1165, %367) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1169 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %1170 = "stablehlo.divide"(%1168, %1169) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.reduce"(%1170, %1171) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1554 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1554) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1174 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
    %1175 = "stablehlo.multiply"(%352, %1174) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1176 = "stablehlo.add"(%1167, %1175) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1177 = "stablehlo.multiply"(%1174, %352) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1178 = "stablehlo.add"(%1176, %1177) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1179 = "stablehlo.convert"(%1178) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %1180 = "stablehlo.add"(%1084, %1179) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1181 = "stablehlo.dot_general"(%1180, %349) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x16384xbf16>) -> tensor<7168x16384xbf16>
    %1182 = "stablehlo.transpose"(%1181) <{permutation = array<i64: 1, 0>}> : (tensor<7168x16384xbf16>) -> tensor<16384x7168xbf16>
    %1183 = "stablehlo.dot_general"(%1180, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x16384xbf16>
    %1184 = "stablehlo.reshape"(%1183) : (tensor<1x4096x16384xbf16>) -> tensor<1x4096x128x128xbf16>
    %1185 = "stablehlo.transpose"(%1184) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x4096x128x128xbf16>) -> tensor<1x128x128x4096xbf16>
    %1186 = "stablehlo.dot_general"(%1185, %317) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x4096x128x128xbf16>) -> tensor<1x128x4096x4096xbf16>
    %1187 = "stablehlo.dot_general"(%1185, %346) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
    %1188 = "stablehlo.transpose"(%1187) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
    %1189 = "stablehlo.convert"(%1186) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
    %1190 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %1191 = "stablehlo.multiply"(%1189, %1190) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1192 = "stablehlo.multiply"(%1191, %336) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1194 = "stablehlo.reduce"(%1192, %1193) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1553 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1553) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
    %1195 = "stablehlo.reshape"(%1194) : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
    %1196 = "stablehlo.negate"(%1195) : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
    %1197 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
    %1198 = "stablehlo.divide"(%1189, %1197) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1200 = "stablehlo.reduce"(%1196, %1199) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1552 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1552) : (tensor<f32>) -> ()
    }) : (tensor<1x128x4096x1xf32>, tensor<f32>) -> tensor<128x4096xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x4096xf32>) -> tensor<1x128x4096xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1203 = "stablehlo.add"(%1198, %1202) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1204 = "stablehlo.multiply"(%1203, %336) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1205 = "func.call"(%327#1, %1204) <{callee = @_where_8}> : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %1207 = "stablehlo.divide"(%1205, %1206) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    %1208 = "stablehlo.convert"(%1207) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
    %1209 = "stablehlo.dot_general"(%1208, %316) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
    %1210 = "stablehlo.transpose"(%1209) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
    %1211 = "stablehlo.dot_general"(%1208, %315) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
    %1212 = "stablehlo.transpose"(%1211) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
    %1213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1214 = "stablehlo.pad"(%1188, %1213) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
    %1215 = "stablehlo.slice"(%1212) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
    %1216 = "stablehlo.slice"(%1212) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
    %1217 = "stablehlo.slice"(%1210) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
    %1218 = "stablehlo.slice"(%1210) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
    %1219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1220 = "stablehlo.reduce"(%1218, %1219) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg178: tensor<bf16>, %arg179: tensor<bf16>):
      %1551 = "stablehlo.add"(%arg178, %arg179) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1551) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %1222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1223 = "stablehlo.reduce"(%1221, %1222) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg176: tensor<bf16>, %arg177: tensor<bf16>):
      %1550 = "stablehlo.add"(%arg176, %arg177) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1550) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
    %1225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1226 = "stablehlo.pad"(%1217, %1225) <{edge_padding_high = array<i64: 0, 0, 0, 128>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
    %1227 = "stablehlo.add"(%1214, %1226) : (tensor<1x4096x128x256xbf16>, tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x256xbf16>
    %1228 = "stablehlo.reshape"(%1227) : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x32768xbf16>
    %1229 = "stablehlo.dot_general"(%1228, %269) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<1x4096x512xbf16>) -> tensor<32768x512xbf16>
    %1230 = "stablehlo.transpose"(%1229) <{permutation = array<i64: 1, 0>}> : (tensor<32768x512xbf16>) -> tensor<512x32768xbf16>
    %1231 = "stablehlo.dot_general"(%1228, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x512xbf16>
    %1232 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %1233 = "stablehlo.convert"(%1232) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
    %1234 = "stablehlo.multiply"(%1233, %298) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %1235 = "stablehlo.convert"(%1234) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
    %1236 = "stablehlo.multiply"(%1233, %296) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %1237 = "stablehlo.convert"(%1236) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
    %1238 = "stablehlo.slice"(%1235) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %1239 = "stablehlo.slice"(%1235) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
    %1240 = "stablehlo.negate"(%1238) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
    %1241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1242 = "stablehlo.pad"(%1240, %1241) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
    %1243 = "stablehlo.add"(%1237, %1242) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %1244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1245 = "stablehlo.pad"(%1239, %1244) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
    %1246 = "stablehlo.add"(%1243, %1245) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
    %1247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1248 = "stablehlo.reduce"(%1246, %1247) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg174: tensor<bf16>, %arg175: tensor<bf16>):
      %1549 = "stablehlo.add"(%arg174, %arg175) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1549) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
    %1250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1251 = "stablehlo.pad"(%1249, %1250) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 512>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x64xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
    %1252 = "stablehlo.multiply"(%266, %1231) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
    %1253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1254 = "stablehlo.reduce"(%1252, %1253) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg172: tensor<bf16>, %arg173: tensor<bf16>):
      %1548 = "stablehlo.add"(%arg172, %arg173) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1548) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x512xbf16>
    %1255 = "stablehlo.reshape"(%1254) : (tensor<1x512xbf16>) -> tensor<1x1x512xbf16>
    %1256 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
    %1257 = "stablehlo.multiply"(%1231, %1256) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
    %1258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1259 = "stablehlo.reduce"(%1255, %1258) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg170: tensor<bf16>, %arg171: tensor<bf16>):
      %1547 = "stablehlo.add"(%arg170, %arg171) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1547) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1260 = "stablehlo.convert"(%1257) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
    %1261 = "stablehlo.multiply"(%248, %1260) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %1262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1263 = "stablehlo.reduce"(%1261, %1262) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %1546 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1546) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1264 = "stablehlo.reshape"(%1263) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
    %1266 = "stablehlo.multiply"(%1260, %1265) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %1267 = "stablehlo.multiply"(%1264, %263) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %1269 = "stablehlo.divide"(%1267, %1268) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1271 = "stablehlo.reduce"(%1269, %1270) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %1545 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1545) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x512xf32>
    %1274 = "stablehlo.multiply"(%248, %1273) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %1275 = "stablehlo.add"(%1266, %1274) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %1276 = "stablehlo.multiply"(%1273, %248) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %1277 = "stablehlo.add"(%1275, %1276) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
    %1278 = "stablehlo.convert"(%1277) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
    %1279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1280 = "stablehlo.pad"(%1278, %1279) <{edge_padding_high = array<i64: 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
    %1281 = "stablehlo.add"(%1251, %1280) : (tensor<1x4096x576xbf16>, tensor<1x4096x576xbf16>) -> tensor<1x4096x576xbf16>
    %1282 = "stablehlo.dot_general"(%1281, %179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<1x4096x7168xbf16>) -> tensor<576x7168xbf16>
    %1283 = "stablehlo.transpose"(%1282) <{permutation = array<i64: 1, 0>}> : (tensor<576x7168xbf16>) -> tensor<7168x576xbf16>
    %1284 = "stablehlo.dot_general"(%1281, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x7168xbf16>
    %1285 = "stablehlo.convert"(%1216) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %1287 = "stablehlo.multiply"(%1285, %1286) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %1288 = "stablehlo.convert"(%1287) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
    %1289 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
    %1290 = "stablehlo.multiply"(%1285, %1289) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
    %1291 = "stablehlo.convert"(%1290) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
    %1292 = "stablehlo.slice"(%1288) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %1293 = "stablehlo.slice"(%1288) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
    %1294 = "stablehlo.negate"(%1292) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
    %1295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1296 = "stablehlo.pad"(%1294, %1295) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
    %1297 = "stablehlo.add"(%1291, %1296) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
    %1298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1299 = "stablehlo.pad"(%1293, %1298) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
    %1300 = "stablehlo.add"(%1297, %1299) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
    %1301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1302 = "stablehlo.pad"(%1300, %1301) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
    %1303 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1304 = "stablehlo.pad"(%1215, %1303) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
    %1305 = "stablehlo.add"(%1302, %1304) : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x192xbf16>
    %1306 = "stablehlo.reshape"(%1305) : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x24576xbf16>
    %1307 = "stablehlo.dot_general"(%1306, %202) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1x4096x1536xbf16>) -> tensor<24576x1536xbf16>
    %1308 = "stablehlo.transpose"(%1307) <{permutation = array<i64: 1, 0>}> : (tensor<24576x1536xbf16>) -> tensor<1536x24576xbf16>
    %1309 = "stablehlo.dot_general"(%1306, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x1536xbf16>
    %1310 = "stablehlo.multiply"(%199, %1309) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %1311 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1312 = "stablehlo.reduce"(%1310, %1311) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg164: tensor<bf16>, %arg165: tensor<bf16>):
      %1544 = "stablehlo.add"(%arg164, %arg165) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1544) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x1536xbf16>, tensor<bf16>) -> tensor<1x1536xbf16>
    %1313 = "stablehlo.reshape"(%1312) : (tensor<1x1536xbf16>) -> tensor<1x1x1536xbf16>
    %1314 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %1315 = "stablehlo.multiply"(%1309, %1314) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
    %1316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1317 = "stablehlo.reduce"(%1313, %1316) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg162: tensor<bf16>, %arg163: tensor<bf16>):
      %1543 = "stablehlo.add"(%arg162, %arg163) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1543) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
    %1318 = "stablehlo.convert"(%1315) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
    %1319 = "stablehlo.multiply"(%181, %1318) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.reduce"(%1319, %1320) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %1542 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1542) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1322 = "stablehlo.reshape"(%1321) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
    %1324 = "stablehlo.multiply"(%1318, %1323) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1325 = "stablehlo.multiply"(%1322, %196) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1326 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %1327 = "stablehlo.divide"(%1325, %1326) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1328 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1329 = "stablehlo.reduce"(%1327, %1328) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %1541 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1541) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1330 = "stablehlo.broadcast_in_dim"(%1329) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1536xf32>
    %1332 = "stablehlo.multiply"(%181, %1331) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1333 = "stablehlo.add"(%1324, %1332) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1334 = "stablehlo.multiply"(%1331, %181) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1335 = "stablehlo.add"(%1333, %1334) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
    %1336 = "stablehlo.convert"(%1335) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
    %1337 = "stablehlo.dot_general"(%1336, %179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1536x7168xbf16>
    %1338 = "stablehlo.transpose"(%1337) <{permutation = array<i64: 1, 0>}> : (tensor<1536x7168xbf16>) -> tensor<7168x1536xbf16>
    %1339 = "stablehlo.dot_general"(%1336, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x7168xbf16>
    %1340 = "stablehlo.add"(%1284, %1339) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1341 = "stablehlo.multiply"(%176, %1340) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1343 = "stablehlo.reduce"(%1341, %1342) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg156: tensor<bf16>, %arg157: tensor<bf16>):
      %1540 = "stablehlo.add"(%arg156, %arg157) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1540) : (tensor<bf16>) -> ()
    }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
    %1344 = "stablehlo.reshape"(%1343) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
    %1345 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1346 = "stablehlo.multiply"(%1340, %1345) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1348 = "stablehlo.reduce"(%1344, %1347) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg154: tensor<bf16>, %arg155: tensor<bf16>):
      %1539 = "stablehlo.add"(%arg154, %arg155) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1539) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
    %1349 = "stablehlo.convert"(%1346) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
    %1350 = "stablehlo.multiply"(%158, %1349) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1351 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.reduce"(%1350, %1351) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %1538 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1538) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1353 = "stablehlo.reshape"(%1352) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
    %1355 = "stablehlo.multiply"(%1349, %1354) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1356 = "stablehlo.multiply"(%1353, %173) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %1358 = "stablehlo.divide"(%1356, %1357) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %1359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.reduce"(%1358, %1359) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %1537 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1537) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %1361 = "stablehlo.broadcast_in_dim"(%1360) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%1361) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
    %1363 = "stablehlo.multiply"(%158, %1362) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1364 = "stablehlo.add"(%1355, %1363) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1365 = "stablehlo.multiply"(%1362, %158) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1366 = "stablehlo.add"(%1364, %1365) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
    %1367 = "stablehlo.convert"(%1366) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
    %1368 = "stablehlo.add"(%1180, %1367) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    %1369 = "func.call"(%157#1, %1368) <{callee = @_take_9}> : (tensor<1x4096x1xi32>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>
    %1370 = "stablehlo.all_reduce"(%1369) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg148: tensor<bf16>, %arg149: tensor<bf16>):
      %1536 = "stablehlo.add"(%arg148, %arg149) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1536) : (tensor<bf16>) -> ()
    }) : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %1371 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<129280x7168xbf16>
    %1373 = "stablehlo.divide"(%1370, %1372) : (tensor<129280x7168xbf16>, tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %1374 = "stablehlo.all_reduce"(%781) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg146: tensor<bf16>, %arg147: tensor<bf16>):
      %1535 = "stablehlo.add"(%arg146, %arg147) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1535) : (tensor<bf16>) -> ()
    }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1375 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
    %1377 = "stablehlo.divide"(%1374, %1376) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
    %1378 = "stablehlo.all_reduce"(%1348) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg144: tensor<bf16>, %arg145: tensor<bf16>):
      %1534 = "stablehlo.add"(%arg144, %arg145) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1534) : (tensor<bf16>) -> ()
    }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1379 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1380 = "stablehlo.broadcast_in_dim"(%1379) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
    %1381 = "stablehlo.divide"(%1378, %1380) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
    %1382 = "stablehlo.all_reduce"(%1259) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg142: tensor<bf16>, %arg143: tensor<bf16>):
      %1533 = "stablehlo.add"(%arg142, %arg143) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1533) : (tensor<bf16>) -> ()
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1383 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512xbf16>
    %1385 = "stablehlo.divide"(%1382, %1384) : (tensor<512xbf16>, tensor<512xbf16>) -> tensor<512xbf16>
    %1386 = "stablehlo.all_reduce"(%1160) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg140: tensor<bf16>, %arg141: tensor<bf16>):
      %1532 = "stablehlo.add"(%arg140, %arg141) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1532) : (tensor<bf16>) -> ()
    }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1387 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1388 = "stablehlo.broadcast_in_dim"(%1387) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
    %1389 = "stablehlo.divide"(%1386, %1388) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
    %1390 = "stablehlo.all_reduce"(%1317) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg138: tensor<bf16>, %arg139: tensor<bf16>):
      %1531 = "stablehlo.add"(%arg138, %arg139) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1531) : (tensor<bf16>) -> ()
    }) : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1391 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1392 = "stablehlo.broadcast_in_dim"(%1391) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536xbf16>
    %1393 = "stablehlo.divide"(%1390, %1392) : (tensor<1536xbf16>, tensor<1536xbf16>) -> tensor<1536xbf16>
    %1394 = "stablehlo.all_reduce"(%1135) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg136: tensor<bf16>, %arg137: tensor<bf16>):
      %1530 = "stablehlo.add"(%arg136, %arg137) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1530) : (tensor<bf16>) -> ()
    }) : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1395 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1396 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x32xbf16>
    %1397 = "stablehlo.divide"(%1394, %1396) : (tensor<7168x32xbf16>, tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1398 = "stablehlo.all_reduce"(%1140) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg134: tensor<bf16>, %arg135: tensor<bf16>):
      %1529 = "stablehlo.add"(%arg134, %arg135) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1529) : (tensor<bf16>) -> ()
    }) : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1399 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1400 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x7168xbf16>
    %1401 = "stablehlo.divide"(%1398, %1400) : (tensor<2048x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1402 = "stablehlo.all_reduce"(%1150) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg132: tensor<bf16>, %arg133: tensor<bf16>):
      %1528 = "stablehlo.add"(%arg132, %arg133) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1528) : (tensor<bf16>) -> ()
    }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1403 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
    %1405 = "stablehlo.divide"(%1402, %1404) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1406 = "stablehlo.all_reduce"(%1145) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg130: tensor<bf16>, %arg131: tensor<bf16>):
      %1527 = "stablehlo.add"(%arg130, %arg131) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1527) : (tensor<bf16>) -> ()
    }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1407 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
    %1409 = "stablehlo.divide"(%1406, %1408) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1410 = "stablehlo.all_reduce"(%1283) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg128: tensor<bf16>, %arg129: tensor<bf16>):
      %1526 = "stablehlo.add"(%arg128, %arg129) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1526) : (tensor<bf16>) -> ()
    }) : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1411 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1412 = "stablehlo.broadcast_in_dim"(%1411) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x576xbf16>
    %1413 = "stablehlo.divide"(%1410, %1412) : (tensor<7168x576xbf16>, tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1414 = "stablehlo.all_reduce"(%1230) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg126: tensor<bf16>, %arg127: tensor<bf16>):
      %1525 = "stablehlo.add"(%arg126, %arg127) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1525) : (tensor<bf16>) -> ()
    }) : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1415 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512x32768xbf16>
    %1417 = "stablehlo.divide"(%1414, %1416) : (tensor<512x32768xbf16>, tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1418 = "stablehlo.all_reduce"(%1182) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg124: tensor<bf16>, %arg125: tensor<bf16>):
      %1524 = "stablehlo.add"(%arg124, %arg125) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1524) : (tensor<bf16>) -> ()
    }) : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1419 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16384x7168xbf16>
    %1421 = "stablehlo.divide"(%1418, %1420) : (tensor<16384x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1422 = "stablehlo.all_reduce"(%1338) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg122: tensor<bf16>, %arg123: tensor<bf16>):
      %1523 = "stablehlo.add"(%arg122, %arg123) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1523) : (tensor<bf16>) -> ()
    }) : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1423 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1424 = "stablehlo.broadcast_in_dim"(%1423) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x1536xbf16>
    %1425 = "stablehlo.divide"(%1422, %1424) : (tensor<7168x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1426 = "stablehlo.all_reduce"(%1308) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg120: tensor<bf16>, %arg121: tensor<bf16>):
      %1522 = "stablehlo.add"(%arg120, %arg121) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1522) : (tensor<bf16>) -> ()
    }) : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1427 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1428 = "stablehlo.broadcast_in_dim"(%1427) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536x24576xbf16>
    %1429 = "stablehlo.divide"(%1426, %1428) : (tensor<1536x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1430 = "stablehlo.all_reduce"(%1064) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg118: tensor<bf16>, %arg119: tensor<bf16>):
      %1521 = "stablehlo.add"(%arg118, %arg119) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1521) : (tensor<bf16>) -> ()
    }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1431 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1432 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
    %1433 = "stablehlo.divide"(%1430, %1432) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
    %1434 = "stablehlo.all_reduce"(%975) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg116: tensor<bf16>, %arg117: tensor<bf16>):
      %1520 = "stablehlo.add"(%arg116, %arg117) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1520) : (tensor<bf16>) -> ()
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1435 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1436 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512xbf16>
    %1437 = "stablehlo.divide"(%1434, %1436) : (tensor<512xbf16>, tensor<512xbf16>) -> tensor<512xbf16>
    %1438 = "stablehlo.all_reduce"(%876) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg114: tensor<bf16>, %arg115: tensor<bf16>):
      %1519 = "stablehlo.add"(%arg114, %arg115) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1519) : (tensor<bf16>) -> ()
    }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %1439 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1440 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
    %1441 = "stablehlo.divide"(%1438, %1440) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
    %1442 = "stablehlo.all_reduce"(%1033) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg112: tensor<bf16>, %arg113: tensor<bf16>):
      %1518 = "stablehlo.add"(%arg112, %arg113) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1518) : (tensor<bf16>) -> ()
    }) : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %1443 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1444 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536xbf16>
    %1445 = "stablehlo.divide"(%1442, %1444) : (tensor<1536xbf16>, tensor<1536xbf16>) -> tensor<1536xbf16>
    %1446 = "stablehlo.all_reduce"(%851) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg110: tensor<bf16>, %arg111: tensor<bf16>):
      %1517 = "stablehlo.add"(%arg110, %arg111) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1517) : (tensor<bf16>) -> ()
    }) : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1447 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x32xbf16>
    %1449 = "stablehlo.divide"(%1446, %1448) : (tensor<7168x32xbf16>, tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %1450 = "stablehlo.all_reduce"(%856) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg108: tensor<bf16>, %arg109: tensor<bf16>):
      %1516 = "stablehlo.add"(%arg108, %arg109) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1516) : (tensor<bf16>) -> ()
    }) : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1451 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1452 = "stablehlo.broadcast_in_dim"(%1451) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x7168xbf16>
    %1453 = "stablehlo.divide"(%1450, %1452) : (tensor<2048x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %1454 = "stablehlo.all_reduce"(%866) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg106: tensor<bf16>, %arg107: tensor<bf16>):
      %1515 = "stablehlo.add"(%arg106, %arg107) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1515) : (tensor<bf16>) -> ()
    }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1455 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
    %1457 = "stablehlo.divide"(%1454, %1456) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1458 = "stablehlo.all_reduce"(%861) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg104: tensor<bf16>, %arg105: tensor<bf16>):
      %1514 = "stablehlo.add"(%arg104, %arg105) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1514) : (tensor<bf16>) -> ()
    }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1459 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1460 = "stablehlo.broadcast_in_dim"(%1459) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
    %1461 = "stablehlo.divide"(%1458, %1460) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %1462 = "stablehlo.all_reduce"(%999) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg102: tensor<bf16>, %arg103: tensor<bf16>):
      %1513 = "stablehlo.add"(%arg102, %arg103) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1513) : (tensor<bf16>) -> ()
    }) : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1463 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1464 = "stablehlo.broadcast_in_dim"(%1463) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x576xbf16>
    %1465 = "stablehlo.divide"(%1462, %1464) : (tensor<7168x576xbf16>, tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %1466 = "stablehlo.all_reduce"(%946) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg100: tensor<bf16>, %arg101: tensor<bf16>):
      %1512 = "stablehlo.add"(%arg100, %arg101) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1512) : (tensor<bf16>) -> ()
    }) : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1467 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512x32768xbf16>
    %1469 = "stablehlo.divide"(%1466, %1468) : (tensor<512x32768xbf16>, tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %1470 = "stablehlo.all_reduce"(%898) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg98: tensor<bf16>, %arg99: tensor<bf16>):
      %1511 = "stablehlo.add"(%arg98, %arg99) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1511) : (tensor<bf16>) -> ()
    }) : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1471 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1472 = "stablehlo.broadcast_in_dim"(%1471) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16384x7168xbf16>
    %1473 = "stablehlo.divide"(%1470, %1472) : (tensor<16384x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %1474 = "stablehlo.all_reduce"(%1054) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg96: tensor<bf16>, %arg97: tensor<bf16>):
      %1510 = "stablehlo.add"(%arg96, %arg97) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1510) : (tensor<bf16>) -> ()
    }) : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1475 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1476 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x1536xbf16>
    %1477 = "stablehlo.divide"(%1474, %1476) : (tensor<7168x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %1478 = "stablehlo.all_reduce"(%1024) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg94: tensor<bf16>, %arg95: tensor<bf16>):
      %1509 = "stablehlo.add"(%arg94, %arg95) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1509) : (tensor<bf16>) -> ()
    }) : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1479 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1480 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536x24576xbf16>
    %1481 = "stablehlo.divide"(%1478, %1480) : (tensor<1536x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %1482 = "stablehlo.all_reduce"(%772) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg92: tensor<bf16>, %arg93: tensor<bf16>):
      %1508 = "stablehlo.add"(%arg92, %arg93) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%1508) : (tensor<bf16>) -> ()
    }) : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %1483 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1484 = "stablehlo.broadcast_in_dim"(%1483) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x129280xbf16>
    %1485 = "stablehlo.divide"(%1482, %1484) : (tensor<7168x129280xbf16>, tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %1486 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x2048x7168xbf16>
    %1488 = "stablehlo.divide"(%1095, %1487) : (tensor<8x2048x7168xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1489 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
    %1491 = "stablehlo.divide"(%1109, %1490) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1492 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1493 = "stablehlo.broadcast_in_dim"(%1492) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
    %1494 = "stablehlo.divide"(%1102, %1493) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1495 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x2048x7168xbf16>
    %1497 = "stablehlo.divide"(%811, %1496) : (tensor<8x2048x7168xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %1498 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
    %1500 = "stablehlo.divide"(%825, %1499) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1501 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1502 = "stablehlo.broadcast_in_dim"(%1501) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
    %1503 = "stablehlo.divide"(%818, %1502) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %1504 = "stablehlo.all_reduce"(%763) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1507 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1507) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %1505 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1506 = "stablehlo.divide"(%1504, %1505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1506, %1373, %1377, %1381, %1385, %1389, %1393, %1397, %1401, %1405, %1409, %1488, %1491, %1494, %1413, %1417, %1421, %1425, %1429, %1433, %1437, %1441, %1445, %1449, %1453, %1457, %1461, %1497, %1500, %1503, %1465, %1469, %1473, %1477, %1481, %1485) : (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<4096x4096xi1>):
    %144 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096x4096xi32>
    %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x4096xi32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi32>
    %148 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4096x4096xi32>
    %149 = "stablehlo.compare"(%147, %148) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %150 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4096x4096xi1>
    %152 = "stablehlo.select"(%149, %arg52, %151) : (tensor<4096x4096xi1>, tensor<4096x4096xi1>, tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    "func.return"(%152) : (tensor<4096x4096xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<129280x7168xbf16>, tensor<1x4096xi32>) -> (tensor<1x4096x7168xbf16>, tensor<1x4096x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<129280x7168xbf16>, %arg49: tensor<1x4096xi32>):
    %120 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096xi32>
    %122 = "stablehlo.compare"(%arg49, %121) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi1>
    %123 = "stablehlo.constant"() <{value = dense<129280> : tensor<i32>}> : () -> tensor<i32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096xi32>
    %125 = "stablehlo.add"(%arg49, %124) : (tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>
    %126 = "func.call"(%122, %125, %arg49) <{callee = @_where}> : (tensor<1x4096xi1>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xi32>) -> tensor<1x4096x1xi32>
    %128 = "stablehlo.constant"() <{value = dense<129279> : tensor<1xi32>}> : () -> tensor<1xi32>
    %129 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096x1xi32>
    %131 = "stablehlo.compare"(%127, %130) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %132 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x4096x1xi32>
    %134 = "stablehlo.compare"(%127, %133) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %135 = "stablehlo.and"(%131, %134) : (tensor<1x4096x1xi1>, tensor<1x4096x1xi1>) -> tensor<1x4096x1xi1>
    %136 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %137 = "stablehlo.reduce"(%135, %136) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<i1>, %arg51: tensor<i1>):
      %143 = "stablehlo.and"(%arg50, %arg51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%143) : (tensor<i1>) -> ()
    }) : (tensor<1x4096x1xi1>, tensor<i1>) -> tensor<1x4096xi1>
    %138 = "stablehlo.gather"(%arg48, %127) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 7168>}> : (tensor<129280x7168xbf16>, tensor<1x4096x1xi32>) -> tensor<1x4096x7168xbf16>
    %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xi1>) -> tensor<1x4096x7168xi1>
    %140 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x7168xbf16>
    %142 = "stablehlo.select"(%139, %138, %141) : (tensor<1x4096x7168xi1>, tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    "func.return"(%142, %127) : (tensor<1x4096x7168xbf16>, tensor<1x4096x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4096xi1>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<1x4096xi1>, %arg46: tensor<1x4096xi32>, %arg47: tensor<1x4096xi32>):
    %119 = "stablehlo.select"(%arg45, %arg46, %arg47) : (tensor<1x4096xi1>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>
    "func.return"(%119) : (tensor<1x4096xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<f32>) -> (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<1x1x4096x4096xi1>, %arg43: tensor<1x128x4096x4096xf32>, %arg44: tensor<f32>):
    %116 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x4096x4096xi1>) -> tensor<1x128x4096x4096xi1>
    %117 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %118 = "stablehlo.select"(%116, %arg43, %117) : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    "func.return"(%118, %116) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x4096x2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<1x4096x2048xbf16>):
    %103 = "stablehlo.negate"(%arg41) : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %104 = "stablehlo.exponential"(%103) : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x2048xbf16>
    %107 = "stablehlo.add"(%106, %104) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x2048xbf16>
    %110 = "stablehlo.divide"(%109, %107) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x2048xbf16>
    %113 = "stablehlo.subtract"(%112, %110) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %114 = "stablehlo.multiply"(%110, %113) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %115 = "stablehlo.multiply"(%arg41, %110) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    "func.return"(%115, %114, %110) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4096x8xi32>) -> tensor<4096x8x32xi32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<4096x8xi32>):
    %97 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
    %98 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x32xi32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x1xi32>) -> tensor<4096x8x32xi32>
    %100 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<4096x8x32xi32>
    %101 = "stablehlo.compare"(%99, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi1>
    %102 = "stablehlo.convert"(%101) : (tensor<4096x8x32xi1>) -> tensor<4096x8x32xi32>
    "func.return"(%102) : (tensor<4096x8x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32768x32xi32>) -> tensor<32768x32xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<32768x32xi32>):
    %96 = "func.call"(%arg39) <{callee = @cumsum_1}> : (tensor<32768x32xi32>) -> tensor<32768x32xi32>
    "func.return"(%96) : (tensor<32768x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32768x32xi32>) -> tensor<32768x32xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<32768x32xi32>):
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %94 = "stablehlo.reduce_window"(%arg36, %93) <{base_dilations = array<i64: 1, 1>, padding = dense<[[32767, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32768, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg37: tensor<i32>, %arg38: tensor<i32>):
      %95 = "stablehlo.add"(%arg37, %arg38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%95) : (tensor<i32>) -> ()
    }) : (tensor<32768x32xi32>, tensor<i32>) -> tensor<32768x32xi32>
    "func.return"(%94) : (tensor<32768x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4096x8xi32>) -> tensor<4096x8x1280xbf16>, res_attrs = [{}], sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<4096x8xi32>):
    %86 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
    %87 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x1280xi32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x1xi32>) -> tensor<4096x8x1280xi32>
    %89 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1280xi32>) -> tensor<4096x8x1280xi32>
    %90 = "stablehlo.compare"(%88, %89) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4096x8x1280xi32>, tensor<4096x8x1280xi32>) -> tensor<4096x8x1280xi1>
    %91 = "stablehlo.convert"(%90) : (tensor<4096x8x1280xi1>) -> tensor<4096x8x1280xbf16>
    "func.return"(%91) : (tensor<4096x8x1280xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x1280x2048xbf16>) -> (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<4x8x1280x2048xbf16>):
    %73 = "stablehlo.negate"(%arg34) : (tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %74 = "stablehlo.exponential"(%73) : (tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x1280x2048xbf16>
    %77 = "stablehlo.add"(%76, %74) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %78 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x1280x2048xbf16>
    %80 = "stablehlo.divide"(%79, %77) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x1280x2048xbf16>
    %83 = "stablehlo.subtract"(%82, %80) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %84 = "stablehlo.multiply"(%80, %83) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %85 = "stablehlo.multiply"(%arg34, %80) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    "func.return"(%85, %84, %80) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x4096x129280xf32>) -> (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<1x4096x129280xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%arg29, %56) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %72 = "stablehlo.maximum"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%72) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %58 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096xf32>
    %60 = "stablehlo.maximum"(%59, %57) : (tensor<1x4096xf32>, tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    %63 = "stablehlo.subtract"(%arg29, %62) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %64 = "stablehlo.exponential"(%63) : (tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.reduce"(%64, %65) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %71 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%71) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %68 = "stablehlo.log"(%67) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    %70 = "stablehlo.subtract"(%63, %69) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    "func.return"(%70, %64, %67) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x4096x129280xf32>, tensor<1x4096x1xi32>) -> (tensor<1x4096x1xf32>, tensor<4096x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<1x4096x129280xf32>, %arg26: tensor<1x4096x1xi32>):
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096x1xi32>
    %34 = "stablehlo.compare"(%arg26, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %35 = "stablehlo.constant"() <{value = dense<129280> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096x1xi32>
    %37 = "stablehlo.add"(%arg26, %36) : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi32>
    %38 = "stablehlo.select"(%34, %37, %arg26) : (tensor<1x4096x1xi1>, tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1x4096x1xi32>) -> tensor<4096x1x1xi32>
    %40 = "stablehlo.constant"() <{value = dense<129279> : tensor<1xi32>}> : () -> tensor<1xi32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x1x1xi32>
    %43 = "stablehlo.compare"(%39, %42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4096x1x1xi32>, tensor<4096x1x1xi32>) -> tensor<4096x1x1xi1>
    %44 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4096x1x1xi32>
    %46 = "stablehlo.compare"(%39, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4096x1x1xi32>, tensor<4096x1x1xi32>) -> tensor<4096x1x1xi1>
    %47 = "stablehlo.and"(%43, %46) : (tensor<4096x1x1xi1>, tensor<4096x1x1xi1>) -> tensor<4096x1x1xi1>
    %48 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg27: tensor<i1>, %arg28: tensor<i1>):
      %55 = "stablehlo.and"(%arg27, %arg28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) : (tensor<4096x1x1xi1>, tensor<i1>) -> tensor<4096x1xi1>
    %50 = "stablehlo.gather"(%arg25, %39) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x4096x129280xf32>, tensor<4096x1x1xi32>) -> tensor<1x4096x1xf32>
    %51 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x1xi1>) -> tensor<1x4096x1xi1>
    %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %54 = "stablehlo.select"(%51, %50, %53) : (tensor<1x4096x1xi1>, tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    "func.return"(%54, %39) : (tensor<1x4096x1xf32>, tensor<4096x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4096x1x1xi32>, %arg22: tensor<1x4096x1xf32>):
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x129280xf32>
    %30 = "stablehlo.scatter"(%29, %arg21, %arg22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %31 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    "func.return"(%30) : (tensor<1x4096x129280xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>, res_attrs = [{}], sym_name = "log_softmax_5", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<1x4096x129280xf32>, %arg15: tensor<1x4096x1xf32>, %arg16: tensor<1x4096x129280xf32>):
    %15 = "stablehlo.negate"(%arg16) : (tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %27 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %19 = "stablehlo.divide"(%18, %arg15) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %26 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x129280xf32>
    %24 = "stablehlo.multiply"(%23, %arg14) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %25 = "stablehlo.add"(%arg16, %24) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    "func.return"(%25) : (tensor<1x4096x129280xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x8x1280x2048xbf16>, %arg11: tensor<4x8x1280x2048xbf16>, %arg12: tensor<4x8x1280x2048xbf16>, %arg13: tensor<4x8x1280x2048xbf16>):
    %11 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %12 = "stablehlo.multiply"(%arg13, %arg11) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %13 = "stablehlo.multiply"(%11, %arg10) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %14 = "stablehlo.add"(%12, %13) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    "func.return"(%14) : (tensor<4x8x1280x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>, res_attrs = [{}], sym_name = "silu_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x4096x2048xbf16>, %arg7: tensor<1x4096x2048xbf16>, %arg8: tensor<1x4096x2048xbf16>, %arg9: tensor<1x4096x2048xbf16>):
    %7 = "stablehlo.multiply"(%arg8, %arg9) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %8 = "stablehlo.multiply"(%arg9, %arg7) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %9 = "stablehlo.multiply"(%7, %arg6) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    "func.return"(%10) : (tensor<1x4096x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1x128x4096x4096xi1>, %arg5: tensor<1x128x4096x4096xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    "func.return"(%6) : (tensor<1x128x4096x4096xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x4096x1xi32>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x4096x1xi32>, %arg1: tensor<1x4096x7168xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<129280x7168xbf16>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3) : (tensor<bf16>) -> ()
    }) : (tensor<129280x7168xbf16>, tensor<1x4096x1xi32>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>
    "func.return"(%2) : (tensor<129280x7168xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
