"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['kv_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['q_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['router']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['shared_down']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['shared_gate']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['shared_up']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['w_down']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_up']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wkv_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wkv_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wo']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wq_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['wq_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['kv_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['q_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['router']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['shared_down']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['shared_gate']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['shared_up']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['w_down']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_up']", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wkv_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wkv_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wo']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wq_a']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['wq_b']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{replicated}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg294: tensor<512x256xf32>, %arg295: tensor<256xf32>, %arg296: tensor<256xf32>, %arg297: tensor<64xf32>, %arg298: tensor<256xf32>, %arg299: tensor<96xf32>, %arg300: tensor<256x16xf32>, %arg301: tensor<128x256xf32>, %arg302: tensor<256x128xf32>, %arg303: tensor<256x128xf32>, %arg304: tensor<16x128x256xf32>, %arg305: tensor<16x256x128xf32>, %arg306: tensor<16x256x128xf32>, %arg307: tensor<256x80xf32>, %arg308: tensor<64x256xf32>, %arg309: tensor<128x256xf32>, %arg310: tensor<256x96xf32>, %arg311: tensor<96x192xf32>, %arg312: tensor<256xf32>, %arg313: tensor<64xf32>, %arg314: tensor<256xf32>, %arg315: tensor<96xf32>, %arg316: tensor<256x16xf32>, %arg317: tensor<128x256xf32>, %arg318: tensor<256x128xf32>, %arg319: tensor<256x128xf32>, %arg320: tensor<16x128x256xf32>, %arg321: tensor<16x256x128xf32>, %arg322: tensor<16x256x128xf32>, %arg323: tensor<256x80xf32>, %arg324: tensor<64x256xf32>, %arg325: tensor<128x256xf32>, %arg326: tensor<256x96xf32>, %arg327: tensor<96x192xf32>, %arg328: tensor<256x512xf32>, %arg329: tensor<8x128xi32>, %arg330: tensor<8x128xi32>):
    %1518 = "stablehlo.custom_call"(%arg294) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1519 = "stablehlo.custom_call"(%1518) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1520 = "stablehlo.custom_call"(%arg295) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1521 = "stablehlo.custom_call"(%1520) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1522 = "stablehlo.custom_call"(%arg296) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1523 = "stablehlo.custom_call"(%1522) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1524 = "stablehlo.custom_call"(%arg297) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1525 = "stablehlo.custom_call"(%1524) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1526 = "stablehlo.custom_call"(%arg298) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1527 = "stablehlo.custom_call"(%1526) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1528 = "stablehlo.custom_call"(%arg299) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1529 = "stablehlo.custom_call"(%1528) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1530 = "stablehlo.custom_call"(%arg300) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1531 = "stablehlo.custom_call"(%1530) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1532 = "stablehlo.custom_call"(%arg301) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1533 = "stablehlo.custom_call"(%1532) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1534 = "stablehlo.custom_call"(%arg302) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1535 = "stablehlo.custom_call"(%1534) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1536 = "stablehlo.custom_call"(%arg303) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1537 = "stablehlo.custom_call"(%1536) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1538 = "stablehlo.custom_call"(%arg304) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x256xf32>) -> tensor<16x128x256xf32>
    %1539 = "stablehlo.custom_call"(%1538) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x256xf32>) -> tensor<4x128x256xf32>
    %1540 = "stablehlo.custom_call"(%arg305) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %1541 = "stablehlo.custom_call"(%1540) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %1542 = "stablehlo.custom_call"(%arg306) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %1543 = "stablehlo.custom_call"(%1542) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %1544 = "stablehlo.custom_call"(%arg307) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1545 = "stablehlo.custom_call"(%1544) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1546 = "stablehlo.custom_call"(%arg308) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1547 = "stablehlo.custom_call"(%1546) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1548 = "stablehlo.custom_call"(%arg309) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1549 = "stablehlo.custom_call"(%1548) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1550 = "stablehlo.custom_call"(%arg310) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1551 = "stablehlo.custom_call"(%1550) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1552 = "stablehlo.custom_call"(%arg311) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1553 = "stablehlo.custom_call"(%1552) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1554 = "stablehlo.custom_call"(%arg312) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1555 = "stablehlo.custom_call"(%1554) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1556 = "stablehlo.custom_call"(%arg313) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1557 = "stablehlo.custom_call"(%1556) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1558 = "stablehlo.custom_call"(%arg314) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1559 = "stablehlo.custom_call"(%1558) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1560 = "stablehlo.custom_call"(%arg315) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1561 = "stablehlo.custom_call"(%1560) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1562 = "stablehlo.custom_call"(%arg316) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1563 = "stablehlo.custom_call"(%1562) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1564 = "stablehlo.custom_call"(%arg317) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1565 = "stablehlo.custom_call"(%1564) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1566 = "stablehlo.custom_call"(%arg318) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1567 = "stablehlo.custom_call"(%1566) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1568 = "stablehlo.custom_call"(%arg319) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1569 = "stablehlo.custom_call"(%1568) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1570 = "stablehlo.custom_call"(%arg320) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x256xf32>) -> tensor<16x128x256xf32>
    %1571 = "stablehlo.custom_call"(%1570) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x256xf32>) -> tensor<4x128x256xf32>
    %1572 = "stablehlo.custom_call"(%arg321) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %1573 = "stablehlo.custom_call"(%1572) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %1574 = "stablehlo.custom_call"(%arg322) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %1575 = "stablehlo.custom_call"(%1574) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %1576 = "stablehlo.custom_call"(%arg323) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1577 = "stablehlo.custom_call"(%1576) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1578 = "stablehlo.custom_call"(%arg324) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1579 = "stablehlo.custom_call"(%1578) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1580 = "stablehlo.custom_call"(%arg325) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1581 = "stablehlo.custom_call"(%1580) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1582 = "stablehlo.custom_call"(%arg326) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1583 = "stablehlo.custom_call"(%1582) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1584 = "stablehlo.custom_call"(%arg327) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1585 = "stablehlo.custom_call"(%1584) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1586 = "stablehlo.custom_call"(%arg328) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1587 = "stablehlo.custom_call"(%1586) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1588 = "stablehlo.custom_call"(%arg329) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x128xi32>) -> tensor<8x128xi32>
    %1589 = "stablehlo.custom_call"(%1588) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x128xi32>) -> tensor<2x128xi32>
    %1590 = "stablehlo.custom_call"(%arg330) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x128xi32>) -> tensor<8x128xi32>
    %1591 = "stablehlo.custom_call"(%1590) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x128xi32>) -> tensor<2x128xi32>
    %1592:36 = "func.call"(%1519, %1521, %1523, %1525, %1527, %1529, %1531, %1533, %1535, %1537, %1539, %1541, %1543, %1545, %1547, %1549, %1551, %1553, %1555, %1557, %1559, %1561, %1563, %1565, %1567, %1569, %1571, %1573, %1575, %1577, %1579, %1581, %1583, %1585, %1587, %1589, %1591) <{callee = @shmap_body}> : (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<2x128xi32>, tensor<2x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>)
    %1593 = "stablehlo.custom_call"(%1592#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %1594 = "stablehlo.custom_call"(%1593) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %1595 = "stablehlo.custom_call"(%1592#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1596 = "stablehlo.custom_call"(%1595) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1597 = "stablehlo.custom_call"(%1592#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1598 = "stablehlo.custom_call"(%1597) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1599 = "stablehlo.custom_call"(%1592#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1600 = "stablehlo.custom_call"(%1599) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1601 = "stablehlo.custom_call"(%1592#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1602 = "stablehlo.custom_call"(%1601) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1603 = "stablehlo.custom_call"(%1592#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1604 = "stablehlo.custom_call"(%1603) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1605 = "stablehlo.custom_call"(%1592#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1606 = "stablehlo.custom_call"(%1605) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1607 = "stablehlo.custom_call"(%1592#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1608 = "stablehlo.custom_call"(%1607) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1609 = "stablehlo.custom_call"(%1592#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1610 = "stablehlo.custom_call"(%1609) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1611 = "stablehlo.custom_call"(%1592#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1612 = "stablehlo.custom_call"(%1611) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1613 = "stablehlo.custom_call"(%1592#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1614 = "stablehlo.custom_call"(%1613) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1615 = "stablehlo.custom_call"(%1592#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
    %1616 = "stablehlo.custom_call"(%1615) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x128x256xf32>) -> tensor<16x128x256xf32>
    %1617 = "stablehlo.custom_call"(%1592#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1618 = "stablehlo.custom_call"(%1617) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x256x128xf32>) -> tensor<16x256x128xf32>
    %1619 = "stablehlo.custom_call"(%1592#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1620 = "stablehlo.custom_call"(%1619) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x256x128xf32>) -> tensor<16x256x128xf32>
    %1621 = "stablehlo.custom_call"(%1592#14) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1622 = "stablehlo.custom_call"(%1621) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1623 = "stablehlo.custom_call"(%1592#15) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1624 = "stablehlo.custom_call"(%1623) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1625 = "stablehlo.custom_call"(%1592#16) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1626 = "stablehlo.custom_call"(%1625) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1627 = "stablehlo.custom_call"(%1592#17) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1628 = "stablehlo.custom_call"(%1627) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1629 = "stablehlo.custom_call"(%1592#18) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1630 = "stablehlo.custom_call"(%1629) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1631 = "stablehlo.custom_call"(%1592#19) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1632 = "stablehlo.custom_call"(%1631) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1633 = "stablehlo.custom_call"(%1592#20) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1634 = "stablehlo.custom_call"(%1633) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1635 = "stablehlo.custom_call"(%1592#21) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1636 = "stablehlo.custom_call"(%1635) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1637 = "stablehlo.custom_call"(%1592#22) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1638 = "stablehlo.custom_call"(%1637) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %1639 = "stablehlo.custom_call"(%1592#23) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1640 = "stablehlo.custom_call"(%1639) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1641 = "stablehlo.custom_call"(%1592#24) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1642 = "stablehlo.custom_call"(%1641) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1643 = "stablehlo.custom_call"(%1592#25) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1644 = "stablehlo.custom_call"(%1643) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1645 = "stablehlo.custom_call"(%1592#26) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1646 = "stablehlo.custom_call"(%1645) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1647 = "stablehlo.custom_call"(%1592#27) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
    %1648 = "stablehlo.custom_call"(%1647) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x128x256xf32>) -> tensor<16x128x256xf32>
    %1649 = "stablehlo.custom_call"(%1592#28) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1650 = "stablehlo.custom_call"(%1649) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x256x128xf32>) -> tensor<16x256x128xf32>
    %1651 = "stablehlo.custom_call"(%1592#29) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1652 = "stablehlo.custom_call"(%1651) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x256x128xf32>) -> tensor<16x256x128xf32>
    %1653 = "stablehlo.custom_call"(%1592#30) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1654 = "stablehlo.custom_call"(%1653) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1655 = "stablehlo.custom_call"(%1592#31) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1656 = "stablehlo.custom_call"(%1655) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1657 = "stablehlo.custom_call"(%1592#32) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1658 = "stablehlo.custom_call"(%1657) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1659 = "stablehlo.custom_call"(%1592#33) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1660 = "stablehlo.custom_call"(%1659) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1661 = "stablehlo.custom_call"(%1592#34) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1662 = "stablehlo.custom_call"(%1661) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1663 = "stablehlo.custom_call"(%1592#35) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1664 = "stablehlo.custom_call"(%1663) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    "func.return"(%1594, %1596, %1598, %1600, %1602, %1604, %1606, %1608, %1610, %1612, %1614, %1616, %1618, %1620, %1622, %1624, %1626, %1628, %1630, %1632, %1634, %1636, %1638, %1640, %1642, %1644, %1646, %1648, %1650, %1652, %1654, %1656, %1658, %1660, %1662, %1664) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<2x128xi32>, tensor<2x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}, {jax.result_info = "[None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<512x256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<64xf32>, %arg57: tensor<256xf32>, %arg58: tensor<96xf32>, %arg59: tensor<256x16xf32>, %arg60: tensor<128x256xf32>, %arg61: tensor<256x128xf32>, %arg62: tensor<256x128xf32>, %arg63: tensor<4x128x256xf32>, %arg64: tensor<4x256x128xf32>, %arg65: tensor<4x256x128xf32>, %arg66: tensor<256x80xf32>, %arg67: tensor<64x256xf32>, %arg68: tensor<128x256xf32>, %arg69: tensor<256x96xf32>, %arg70: tensor<96x192xf32>, %arg71: tensor<256xf32>, %arg72: tensor<64xf32>, %arg73: tensor<256xf32>, %arg74: tensor<96xf32>, %arg75: tensor<256x16xf32>, %arg76: tensor<128x256xf32>, %arg77: tensor<256x128xf32>, %arg78: tensor<256x128xf32>, %arg79: tensor<4x128x256xf32>, %arg80: tensor<4x256x128xf32>, %arg81: tensor<4x256x128xf32>, %arg82: tensor<256x80xf32>, %arg83: tensor<64x256xf32>, %arg84: tensor<128x256xf32>, %arg85: tensor<256x96xf32>, %arg86: tensor<96x192xf32>, %arg87: tensor<256x512xf32>, %arg88: tensor<2x128xi32>, %arg89: tensor<2x128xi32>):
    %151 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
    %152 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %154 = "func.call"(%153) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %155:2 = "func.call"(%arg53, %arg88) <{callee = @_take}> : (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %156 = "stablehlo.multiply"(%155#0, %155#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.reduce"(%156, %157) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %1517 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1517) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %160 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %162 = "stablehlo.divide"(%159, %161) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %163 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %165 = "stablehlo.add"(%162, %164) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %166 = "stablehlo.rsqrt"(%165) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %167 = "stablehlo.divide"(%166, %165) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %168 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %170 = "stablehlo.multiply"(%169, %167) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %171 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %172 = "stablehlo.multiply"(%155#0, %171) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %173 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %175 = "stablehlo.multiply"(%172, %174) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %176 = "stablehlo.dot_general"(%175, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x96xf32>) -> tensor<2x128x96xf32>
    %177 = "stablehlo.multiply"(%176, %176) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %1516 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1516) : (tensor<f32>) -> ()
    }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %181 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %183 = "stablehlo.divide"(%180, %182) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %184 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %186 = "stablehlo.add"(%183, %185) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %187 = "stablehlo.rsqrt"(%186) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %188 = "stablehlo.divide"(%187, %186) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %189 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %191 = "stablehlo.multiply"(%190, %188) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %192 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
    %193 = "stablehlo.multiply"(%176, %192) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %194 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
    %196 = "stablehlo.multiply"(%193, %195) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %197 = "stablehlo.dot_general"(%196, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<96x192xf32>) -> tensor<2x128x192xf32>
    %198 = "stablehlo.reshape"(%197) : (tensor<2x128x192xf32>) -> tensor<2x128x4x48xf32>
    %199 = "stablehlo.slice"(%198) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
    %200 = "stablehlo.slice"(%198) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
    %201 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %202 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %207 = "stablehlo.add"(%206, %204) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %208 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %210 = "stablehlo.divide"(%207, %209) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %211 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %213 = "stablehlo.power"(%212, %210) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %214 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %216 = "stablehlo.divide"(%215, %213) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %217 = "stablehlo.convert"(%151) : (tensor<128xi32>) -> tensor<128xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %219 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %220 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
    %221 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
    %222 = "stablehlo.multiply"(%220, %221) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
    %223 = "stablehlo.concatenate"(%222, %222) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
    %224 = "stablehlo.cosine"(%223) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %226 = "stablehlo.sine"(%223) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %228 = "stablehlo.slice"(%200) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %229 = "stablehlo.slice"(%200) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %230 = "stablehlo.negate"(%229) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
    %231 = "stablehlo.concatenate"(%230, %228) <{dimension = 3 : i64}> : (tensor<2x128x4x8xf32>, tensor<2x128x4x8xf32>) -> tensor<2x128x4x16xf32>
    %232 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %233 = "stablehlo.multiply"(%200, %232) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %234 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %235 = "stablehlo.multiply"(%231, %234) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %236 = "stablehlo.add"(%233, %235) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %237 = "stablehlo.dot_general"(%175, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x80xf32>) -> tensor<2x128x80xf32>
    %238 = "stablehlo.slice"(%237) <{limit_indices = array<i64: 2, 128, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x64xf32>
    %239 = "stablehlo.multiply"(%238, %238) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.reduce"(%239, %240) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
      %1515 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1515) : (tensor<f32>) -> ()
    }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %243 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %245 = "stablehlo.divide"(%242, %244) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %246 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %248 = "stablehlo.add"(%245, %247) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %249 = "stablehlo.rsqrt"(%248) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %250 = "stablehlo.divide"(%249, %248) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %251 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %253 = "stablehlo.multiply"(%252, %250) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %254 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %255 = "stablehlo.multiply"(%238, %254) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %256 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
    %258 = "stablehlo.multiply"(%255, %257) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %259 = "stablehlo.slice"(%237) <{limit_indices = array<i64: 2, 128, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x16xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %261 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %262 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %264 = "stablehlo.multiply"(%263, %261) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %267 = "stablehlo.add"(%266, %264) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %268 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %270 = "stablehlo.divide"(%267, %269) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %271 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %273 = "stablehlo.power"(%272, %270) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %274 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %276 = "stablehlo.divide"(%275, %273) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %277 = "stablehlo.convert"(%151) : (tensor<128xi32>) -> tensor<128xf32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %279 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %280 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
    %281 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
    %282 = "stablehlo.multiply"(%280, %281) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
    %283 = "stablehlo.concatenate"(%282, %282) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
    %284 = "stablehlo.cosine"(%283) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %286 = "stablehlo.sine"(%283) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %288 = "stablehlo.slice"(%260) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %289 = "stablehlo.slice"(%260) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %290 = "stablehlo.negate"(%289) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
    %291 = "stablehlo.concatenate"(%290, %288) <{dimension = 3 : i64}> : (tensor<2x128x1x8xf32>, tensor<2x128x1x8xf32>) -> tensor<2x128x1x16xf32>
    %292 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %293 = "stablehlo.multiply"(%260, %292) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %294 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %295 = "stablehlo.multiply"(%291, %294) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %296 = "stablehlo.add"(%293, %295) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %297 = "stablehlo.reshape"(%296) : (tensor<2x128x1x16xf32>) -> tensor<2x128x16xf32>
    %298 = "stablehlo.dot_general"(%258, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<64x256xf32>) -> tensor<2x128x256xf32>
    %299 = "stablehlo.reshape"(%298) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %300 = "stablehlo.slice"(%299) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %301 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %303 = "stablehlo.concatenate"(%300, %302) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
    %304 = "stablehlo.concatenate"(%199, %236) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
    %305 = "stablehlo.slice"(%299) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %306 = "stablehlo.dot_general"(%304, %303) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x128xf32>
    %307 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.sqrt"(%307) : (tensor<f32>) -> tensor<f32>
    %309 = "stablehlo.convert"(%308) : (tensor<f32>) -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %311 = "stablehlo.divide"(%306, %310) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %312 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %313 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %314:2 = "func.call"(%312, %311, %313) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %315 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.reduce"(%314#0, %315) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
      %1514 = "stablehlo.maximum"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1514) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %317 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
    %319 = "stablehlo.maximum"(%318, %316) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %322 = "stablehlo.subtract"(%314#0, %321) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %323 = "stablehlo.exponential"(%322) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.reduce"(%323, %324) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
      %1513 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1513) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %328 = "stablehlo.divide"(%323, %327) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %329 = "stablehlo.multiply"(%326, %326) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %330 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %332 = "stablehlo.divide"(%331, %329) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %333 = "stablehlo.dot_general"(%305, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x32xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
    %334 = "stablehlo.transpose"(%333) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<2x128x4x32xf32>) -> tensor<2x128x128xf32>
    %336 = "stablehlo.dot_general"(%335, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %337 = "stablehlo.add"(%155#0, %336) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %338 = "stablehlo.multiply"(%337, %337) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.reduce"(%338, %339) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
      %1512 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1512) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %342 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %344 = "stablehlo.divide"(%341, %343) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %345 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %347 = "stablehlo.add"(%344, %346) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %348 = "stablehlo.rsqrt"(%347) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %349 = "stablehlo.divide"(%348, %347) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %350 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %352 = "stablehlo.multiply"(%351, %349) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %353 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %354 = "stablehlo.multiply"(%337, %353) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %355 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %357 = "stablehlo.multiply"(%354, %356) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %358 = "stablehlo.dot_general"(%357, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %359:3 = "func.call"(%358) <{callee = @silu}> : (tensor<2x128x128xf32>) -> (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>)
    %360 = "stablehlo.dot_general"(%357, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %361 = "stablehlo.multiply"(%359#0, %360) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %362 = "stablehlo.dot_general"(%361, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %363 = "stablehlo.reshape"(%357) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %364 = "stablehlo.dot_general"(%363, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %365 = "stablehlo.negate"(%364) : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %366 = "stablehlo.exponential"(%365) : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %367 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %369 = "stablehlo.add"(%368, %366) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %370 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %372 = "stablehlo.divide"(%371, %369) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %373 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %375 = "stablehlo.subtract"(%374, %372) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %376 = "stablehlo.multiply"(%372, %375) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %377:2 = "chlo.top_k"(%372) <{k = 2 : i64}> : (tensor<256x16xf32>) -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %378 = "stablehlo.reshape"(%377#1) : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %379 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.reduce"(%377#0, %379) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
      %1511 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1511) : (tensor<f32>) -> ()
    }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %383 = "stablehlo.divide"(%377#0, %382) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %384 = "stablehlo.multiply"(%381, %381) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %385 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
    %387 = "stablehlo.divide"(%386, %384) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %388 = "func.call"(%377#1) <{callee = @_one_hot}> : (tensor<256x2xi32>) -> tensor<256x2x16xi32>
    %389 = "stablehlo.reshape"(%388) : (tensor<256x2x16xi32>) -> tensor<512x16xi32>
    %390 = "func.call"(%389) <{callee = @cumsum}> : (tensor<512x16xi32>) -> tensor<512x16xi32>
    %391 = "stablehlo.reshape"(%390) : (tensor<512x16xi32>) -> tensor<256x2x16xi32>
    %392 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256x2x16xi32>
    %394 = "stablehlo.subtract"(%391, %393) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
    %395 = "stablehlo.multiply"(%394, %388) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
    %396 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %397 = "stablehlo.reduce"(%395, %396) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg278: tensor<i32>, %arg279: tensor<i32>):
      %1510 = "stablehlo.add"(%arg278, %arg279) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1510) : (tensor<i32>) -> ()
    }) : (tensor<256x2x16xi32>, tensor<i32>) -> tensor<256x2xi32>
    %398 = "stablehlo.convert"(%388) : (tensor<256x2x16xi32>) -> tensor<256x2x16xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x16xf32>) -> tensor<256x2x16x1xf32>
    %400 = "func.call"(%397) <{callee = @_one_hot_2}> : (tensor<256x2xi32>) -> tensor<256x2x40xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<256x2x40xf32>) -> tensor<256x2x1x40xf32>
    %402 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x16x1xf32>) -> tensor<256x2x16x40xf32>
    %403 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x1x40xf32>) -> tensor<256x2x16x40xf32>
    %404 = "stablehlo.multiply"(%402, %403) : (tensor<256x2x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2x16x40xf32>
    %405 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.reduce"(%404, %405) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
      %1509 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1509) : (tensor<f32>) -> ()
    }) : (tensor<256x2x16x40xf32>, tensor<f32>) -> tensor<256x16x40xf32>
    %407 = "stablehlo.dot_general"(%383, %404) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x2xf32>, tensor<256x2x16x40xf32>) -> tensor<256x16x40xf32>
    %408 = "stablehlo.dot_general"(%406, %363) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x256xf32>) -> tensor<16x40x256xf32>
    %409 = "stablehlo.all_to_all"(%408) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %410 = "stablehlo.reshape"(%409) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
    %411 = "stablehlo.dot_general"(%arg64, %410) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
    %412 = "stablehlo.transpose"(%411) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
    %413:3 = "func.call"(%412) <{callee = @silu_3}> : (tensor<4x4x40x128xf32>) -> (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>)
    %414 = "stablehlo.dot_general"(%arg65, %410) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
    %415 = "stablehlo.transpose"(%414) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
    %416 = "stablehlo.multiply"(%413#0, %415) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %417 = "stablehlo.dot_general"(%arg63, %416) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x4x40xf32>
    %418 = "stablehlo.transpose"(%417) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x40xf32>) -> tensor<4x4x40x256xf32>
    %419 = "stablehlo.reshape"(%418) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
    %420 = "stablehlo.all_to_all"(%419) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %421 = "stablehlo.dot_general"(%407, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<16x40x256xf32>) -> tensor<256x256xf32>
    %422 = "stablehlo.reshape"(%421) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %423 = "stablehlo.add"(%362, %422) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %424 = "stablehlo.add"(%337, %423) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %425 = "stablehlo.multiply"(%424, %424) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %426 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.reduce"(%425, %426) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %1508 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1508) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %429 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %431 = "stablehlo.divide"(%428, %430) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %432 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %434 = "stablehlo.add"(%431, %433) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %435 = "stablehlo.rsqrt"(%434) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %436 = "stablehlo.divide"(%435, %434) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %437 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %439 = "stablehlo.multiply"(%438, %436) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %440 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %441 = "stablehlo.multiply"(%424, %440) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %442 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %444 = "stablehlo.multiply"(%441, %443) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %445 = "stablehlo.dot_general"(%444, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x96xf32>) -> tensor<2x128x96xf32>
    %446 = "stablehlo.multiply"(%445, %445) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.reduce"(%446, %447) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
      %1507 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1507) : (tensor<f32>) -> ()
    }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %450 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %452 = "stablehlo.divide"(%449, %451) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %453 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %455 = "stablehlo.add"(%452, %454) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %456 = "stablehlo.rsqrt"(%455) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %457 = "stablehlo.divide"(%456, %455) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %458 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %460 = "stablehlo.multiply"(%459, %457) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %461 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
    %462 = "stablehlo.multiply"(%445, %461) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %463 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
    %465 = "stablehlo.multiply"(%462, %464) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %466 = "stablehlo.dot_general"(%465, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<96x192xf32>) -> tensor<2x128x192xf32>
    %467 = "stablehlo.reshape"(%466) : (tensor<2x128x192xf32>) -> tensor<2x128x4x48xf32>
    %468 = "stablehlo.slice"(%467) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
    %469 = "stablehlo.slice"(%467) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
    %470 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %471 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %473 = "stablehlo.multiply"(%472, %470) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %474 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %476 = "stablehlo.add"(%475, %473) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %477 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %479 = "stablehlo.divide"(%476, %478) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %480 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %482 = "stablehlo.power"(%481, %479) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %483 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %485 = "stablehlo.divide"(%484, %482) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %486 = "stablehlo.convert"(%151) : (tensor<128xi32>) -> tensor<128xf32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %488 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %489 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
    %490 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
    %491 = "stablehlo.multiply"(%489, %490) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
    %492 = "stablehlo.concatenate"(%491, %491) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
    %493 = "stablehlo.cosine"(%492) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %495 = "stablehlo.sine"(%492) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %497 = "stablehlo.slice"(%469) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %498 = "stablehlo.slice"(%469) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %499 = "stablehlo.negate"(%498) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
    %500 = "stablehlo.concatenate"(%499, %497) <{dimension = 3 : i64}> : (tensor<2x128x4x8xf32>, tensor<2x128x4x8xf32>) -> tensor<2x128x4x16xf32>
    %501 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %502 = "stablehlo.multiply"(%469, %501) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %503 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %504 = "stablehlo.multiply"(%500, %503) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %505 = "stablehlo.add"(%502, %504) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %506 = "stablehlo.dot_general"(%444, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x80xf32>) -> tensor<2x128x80xf32>
    %507 = "stablehlo.slice"(%506) <{limit_indices = array<i64: 2, 128, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x64xf32>
    %508 = "stablehlo.multiply"(%507, %507) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %509 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
      %1506 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1506) : (tensor<f32>) -> ()
    }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %512 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %514 = "stablehlo.divide"(%511, %513) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %515 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %517 = "stablehlo.add"(%514, %516) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %518 = "stablehlo.rsqrt"(%517) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %519 = "stablehlo.divide"(%518, %517) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %520 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %522 = "stablehlo.multiply"(%521, %519) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %523 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %524 = "stablehlo.multiply"(%507, %523) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %525 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
    %527 = "stablehlo.multiply"(%524, %526) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %528 = "stablehlo.slice"(%506) <{limit_indices = array<i64: 2, 128, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x16xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %530 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %531 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %533 = "stablehlo.multiply"(%532, %530) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %534 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %536 = "stablehlo.add"(%535, %533) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %537 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %539 = "stablehlo.divide"(%536, %538) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %540 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %542 = "stablehlo.power"(%541, %539) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %543 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %545 = "stablehlo.divide"(%544, %542) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %546 = "stablehlo.convert"(%151) : (tensor<128xi32>) -> tensor<128xf32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %548 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %549 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
    %550 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
    %551 = "stablehlo.multiply"(%549, %550) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
    %552 = "stablehlo.concatenate"(%551, %551) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
    %553 = "stablehlo.cosine"(%552) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %555 = "stablehlo.sine"(%552) : (tensor<128x16xf32>) -> tensor<128x16xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
    %557 = "stablehlo.slice"(%529) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %558 = "stablehlo.slice"(%529) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %559 = "stablehlo.negate"(%558) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
    %560 = "stablehlo.concatenate"(%559, %557) <{dimension = 3 : i64}> : (tensor<2x128x1x8xf32>, tensor<2x128x1x8xf32>) -> tensor<2x128x1x16xf32>
    %561 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %562 = "stablehlo.multiply"(%529, %561) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %563 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %564 = "stablehlo.multiply"(%560, %563) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %565 = "stablehlo.add"(%562, %564) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %566 = "stablehlo.reshape"(%565) : (tensor<2x128x1x16xf32>) -> tensor<2x128x16xf32>
    %567 = "stablehlo.dot_general"(%527, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<64x256xf32>) -> tensor<2x128x256xf32>
    %568 = "stablehlo.reshape"(%567) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %569 = "stablehlo.slice"(%568) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %570 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %572 = "stablehlo.concatenate"(%569, %571) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
    %573 = "stablehlo.concatenate"(%468, %505) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
    %574 = "stablehlo.slice"(%568) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %575 = "stablehlo.dot_general"(%573, %572) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x128xf32>
    %576 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.sqrt"(%576) : (tensor<f32>) -> tensor<f32>
    %578 = "stablehlo.convert"(%577) : (tensor<f32>) -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %580 = "stablehlo.divide"(%575, %579) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %581 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %582 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %583:2 = "func.call"(%581, %580, %582) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %584 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.reduce"(%583#0, %584) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg268: tensor<f32>, %arg269: tensor<f32>):
      %1505 = "stablehlo.maximum"(%arg268, %arg269) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1505) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %586 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
    %588 = "stablehlo.maximum"(%587, %585) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %591 = "stablehlo.subtract"(%583#0, %590) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %592 = "stablehlo.exponential"(%591) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %593 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.reduce"(%592, %593) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg266: tensor<f32>, %arg267: tensor<f32>):
      %1504 = "stablehlo.add"(%arg266, %arg267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1504) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %597 = "stablehlo.divide"(%592, %596) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %598 = "stablehlo.multiply"(%595, %595) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %599 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %601 = "stablehlo.divide"(%600, %598) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %602 = "stablehlo.dot_general"(%574, %597) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x32xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
    %603 = "stablehlo.transpose"(%602) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
    %604 = "stablehlo.reshape"(%603) : (tensor<2x128x4x32xf32>) -> tensor<2x128x128xf32>
    %605 = "stablehlo.dot_general"(%604, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %606 = "stablehlo.add"(%424, %605) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %607 = "stablehlo.multiply"(%606, %606) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.reduce"(%607, %608) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
      %1503 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1503) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %611 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %613 = "stablehlo.divide"(%610, %612) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %614 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %616 = "stablehlo.add"(%613, %615) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %617 = "stablehlo.rsqrt"(%616) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %618 = "stablehlo.divide"(%617, %616) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %619 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %621 = "stablehlo.multiply"(%620, %618) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %622 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %623 = "stablehlo.multiply"(%606, %622) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %624 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %626 = "stablehlo.multiply"(%623, %625) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %627 = "stablehlo.dot_general"(%626, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %628:3 = "func.call"(%627) <{callee = @silu}> : (tensor<2x128x128xf32>) -> (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>)
    %629 = "stablehlo.dot_general"(%626, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %630 = "stablehlo.multiply"(%628#0, %629) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %631 = "stablehlo.dot_general"(%630, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %632 = "stablehlo.reshape"(%626) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %633 = "stablehlo.dot_general"(%632, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %634 = "stablehlo.negate"(%633) : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %635 = "stablehlo.exponential"(%634) : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %636 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %638 = "stablehlo.add"(%637, %635) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %639 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %641 = "stablehlo.divide"(%640, %638) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %642 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %644 = "stablehlo.subtract"(%643, %641) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %645 = "stablehlo.multiply"(%641, %644) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %646:2 = "chlo.top_k"(%641) <{k = 2 : i64}> : (tensor<256x16xf32>) -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %647 = "stablehlo.reshape"(%646#1) : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.reduce"(%646#0, %648) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
      %1502 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1502) : (tensor<f32>) -> ()
    }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %650 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %652 = "stablehlo.divide"(%646#0, %651) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %653 = "stablehlo.multiply"(%650, %650) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %654 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
    %656 = "stablehlo.divide"(%655, %653) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %657 = "func.call"(%646#1) <{callee = @_one_hot}> : (tensor<256x2xi32>) -> tensor<256x2x16xi32>
    %658 = "stablehlo.reshape"(%657) : (tensor<256x2x16xi32>) -> tensor<512x16xi32>
    %659 = "func.call"(%658) <{callee = @cumsum}> : (tensor<512x16xi32>) -> tensor<512x16xi32>
    %660 = "stablehlo.reshape"(%659) : (tensor<512x16xi32>) -> tensor<256x2x16xi32>
    %661 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %662 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256x2x16xi32>
    %663 = "stablehlo.subtract"(%660, %662) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
    %664 = "stablehlo.multiply"(%663, %657) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
    %665 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %666 = "stablehlo.reduce"(%664, %665) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg260: tensor<i32>, %arg261: tensor<i32>):
      %1501 = "stablehlo.add"(%arg260, %arg261) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1501) : (tensor<i32>) -> ()
    }) : (tensor<256x2x16xi32>, tensor<i32>) -> tensor<256x2xi32>
    %667 = "stablehlo.convert"(%657) : (tensor<256x2x16xi32>) -> tensor<256x2x16xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x16xf32>) -> tensor<256x2x16x1xf32>
    %669 = "func.call"(%666) <{callee = @_one_hot_2}> : (tensor<256x2xi32>) -> tensor<256x2x40xf32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<256x2x40xf32>) -> tensor<256x2x1x40xf32>
    %671 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x16x1xf32>) -> tensor<256x2x16x40xf32>
    %672 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x1x40xf32>) -> tensor<256x2x16x40xf32>
    %673 = "stablehlo.multiply"(%671, %672) : (tensor<256x2x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2x16x40xf32>
    %674 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
      %1500 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1500) : (tensor<f32>) -> ()
    }) : (tensor<256x2x16x40xf32>, tensor<f32>) -> tensor<256x16x40xf32>
    %676 = "stablehlo.dot_general"(%652, %673) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x2xf32>, tensor<256x2x16x40xf32>) -> tensor<256x16x40xf32>
    %677 = "stablehlo.dot_general"(%675, %632) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x256xf32>) -> tensor<16x40x256xf32>
    %678 = "stablehlo.all_to_all"(%677) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %679 = "stablehlo.reshape"(%678) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
    %680 = "stablehlo.dot_general"(%arg80, %679) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
    %681 = "stablehlo.transpose"(%680) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
    %682:3 = "func.call"(%681) <{callee = @silu_3}> : (tensor<4x4x40x128xf32>) -> (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>)
    %683 = "stablehlo.dot_general"(%arg81, %679) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
    %684 = "stablehlo.transpose"(%683) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
    %685 = "stablehlo.multiply"(%682#0, %684) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %686 = "stablehlo.dot_general"(%arg79, %685) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x4x40xf32>
    %687 = "stablehlo.transpose"(%686) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x40xf32>) -> tensor<4x4x40x256xf32>
    %688 = "stablehlo.reshape"(%687) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
    %689 = "stablehlo.all_to_all"(%688) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %690 = "stablehlo.dot_general"(%676, %689) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<16x40x256xf32>) -> tensor<256x256xf32>
    %691 = "stablehlo.reshape"(%690) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %692 = "stablehlo.add"(%631, %691) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %693 = "stablehlo.add"(%606, %692) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %694 = "stablehlo.multiply"(%693, %693) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.reduce"(%694, %695) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
      %1499 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1499) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %698 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %700 = "stablehlo.divide"(%697, %699) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %701 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.broadcast_in_dim"(%701) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %703 = "stablehlo.add"(%700, %702) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %704 = "stablehlo.rsqrt"(%703) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %705 = "stablehlo.divide"(%704, %703) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %706 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %708 = "stablehlo.multiply"(%707, %705) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %709 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %710 = "stablehlo.multiply"(%693, %709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %711 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %713 = "stablehlo.multiply"(%710, %712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %714 = "stablehlo.dot_general"(%713, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %715:3 = "func.call"(%714) <{callee = @log_softmax}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>)
    %716 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %717:2 = "func.call"(%715#0, %716) <{callee = @take_along_axis}> : (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %718 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.reduce"(%717#0, %718) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
      %1498 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1498) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<f32>
    %720 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.divide"(%719, %720) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %722 = "stablehlo.negate"(%721) : (tensor<f32>) -> tensor<f32>
    %723 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.negate"(%723) : (tensor<f32>) -> tensor<f32>
    %725 = "stablehlo.divide"(%724, %720) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %727 = "func.call"(%717#1, %726) <{callee = @take_along_axis_4}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %728 = "func.call"(%715#1, %715#2, %727) <{callee = @log_softmax_5}> : (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %729 = "stablehlo.dot_general"(%728, %713) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %730 = "stablehlo.transpose"(%729) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %731 = "stablehlo.dot_general"(%728, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
    %732 = "stablehlo.multiply"(%710, %731) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %733 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.reduce"(%732, %733) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg252: tensor<f32>, %arg253: tensor<f32>):
      %1497 = "stablehlo.add"(%arg252, %arg253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1497) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %735 = "stablehlo.reshape"(%734) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %736 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %737 = "stablehlo.multiply"(%731, %736) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %738 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.reduce"(%735, %738) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
      %1496 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1496) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %740 = "stablehlo.multiply"(%693, %737) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.reduce"(%740, %741) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %1495 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1495) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %743 = "stablehlo.reshape"(%742) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %744 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %745 = "stablehlo.multiply"(%737, %744) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %746 = "stablehlo.multiply"(%743, %708) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %747 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %748 = "stablehlo.divide"(%746, %747) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %749 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.reduce"(%748, %749) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %1494 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1494) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %752 = "stablehlo.multiply"(%693, %751) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %753 = "stablehlo.add"(%745, %752) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %754 = "stablehlo.multiply"(%751, %693) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %755 = "stablehlo.add"(%753, %754) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %756 = "stablehlo.reshape"(%755) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %757 = "stablehlo.dot_general"(%756, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16x40xf32>) -> tensor<256x16x40xf32>
    %758 = "stablehlo.transpose"(%757) <{permutation = array<i64: 1, 2, 0>}> : (tensor<256x16x40xf32>) -> tensor<16x40x256xf32>
    %759 = "stablehlo.dot_general"(%756, %689) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<16x40x256xf32>) -> tensor<256x16x40xf32>
    %760 = "stablehlo.all_to_all"(%758) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
    %762 = "stablehlo.transpose"(%761) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x256xf32>) -> tensor<4x256x4x40xf32>
    %763 = "stablehlo.dot_general"(%762, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x128x256xf32>) -> tensor<4x4x40x128xf32>
    %764 = "stablehlo.transpose"(%763) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %765 = "stablehlo.dot_general"(%762, %685) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x128xf32>
    %766 = "stablehlo.transpose"(%765) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %767 = "stablehlo.multiply"(%682#0, %764) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %768 = "stablehlo.multiply"(%764, %684) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %769 = "stablehlo.transpose"(%767) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
    %770 = "stablehlo.dot_general"(%769, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
    %771 = "stablehlo.transpose"(%770) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
    %772 = "stablehlo.dot_general"(%769, %679) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
    %773 = "stablehlo.transpose"(%772) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %774 = "func.call"(%682#1, %682#2, %681, %768) <{callee = @silu_6}> : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %775 = "stablehlo.transpose"(%774) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
    %776 = "stablehlo.dot_general"(%775, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
    %777 = "stablehlo.transpose"(%776) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
    %778 = "stablehlo.add"(%771, %777) : (tensor<4x4x40x256xf32>, tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
    %779 = "stablehlo.dot_general"(%775, %679) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
    %780 = "stablehlo.transpose"(%779) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %781 = "stablehlo.reshape"(%778) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
    %782 = "stablehlo.all_to_all"(%781) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %783 = "stablehlo.dot_general"(%782, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x40x256xf32>, tensor<256x16x40xf32>) -> tensor<256x256xf32>
    %784 = "stablehlo.transpose"(%783) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %785 = "stablehlo.dot_general"(%759, %673) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2xf32>
    %786 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %787 = "stablehlo.multiply"(%785, %786) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %788 = "stablehlo.multiply"(%787, %646#0) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %789 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.reduce"(%788, %789) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %1493 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1493) : (tensor<f32>) -> ()
    }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %791 = "stablehlo.reshape"(%790) : (tensor<256xf32>) -> tensor<256x1xf32>
    %792 = "stablehlo.negate"(%791) : (tensor<256x1xf32>) -> tensor<256x1xf32>
    %793 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %794 = "stablehlo.divide"(%785, %793) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %795 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %796 = "stablehlo.reduce"(%792, %795) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %1492 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1492) : (tensor<f32>) -> ()
    }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x2xf32>
    %798 = "stablehlo.add"(%794, %797) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %801 = "stablehlo.scatter"(%800, %647, %798) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %1491 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1491) : (tensor<f32>) -> ()
    }) : (tensor<256x16xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x16xf32>
    %802 = "stablehlo.multiply"(%801, %645) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %803 = "stablehlo.dot_general"(%802, %632) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %804 = "stablehlo.transpose"(%803) <{permutation = array<i64: 1, 0>}> : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %805 = "stablehlo.dot_general"(%802, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x256xf32>
    %806 = "stablehlo.add"(%784, %805) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %807 = "stablehlo.reshape"(%806) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %808 = "stablehlo.dot_general"(%755, %630) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %809 = "stablehlo.transpose"(%808) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %810 = "stablehlo.dot_general"(%755, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %811 = "stablehlo.multiply"(%628#0, %810) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %812 = "stablehlo.multiply"(%810, %629) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %813 = "stablehlo.dot_general"(%811, %626) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %814 = "stablehlo.transpose"(%813) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %815 = "stablehlo.dot_general"(%811, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %816 = "stablehlo.add"(%807, %815) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %817 = "func.call"(%628#1, %628#2, %627, %812) <{callee = @silu_7}> : (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %818 = "stablehlo.dot_general"(%817, %626) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %819 = "stablehlo.transpose"(%818) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %820 = "stablehlo.dot_general"(%817, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %821 = "stablehlo.add"(%816, %820) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %822 = "stablehlo.multiply"(%623, %821) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %823 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %824 = "stablehlo.reduce"(%822, %823) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
      %1490 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1490) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %825 = "stablehlo.reshape"(%824) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %826 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %827 = "stablehlo.multiply"(%821, %826) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.reduce"(%825, %828) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
      %1489 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1489) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %830 = "stablehlo.multiply"(%606, %827) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.reduce"(%830, %831) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %1488 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1488) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %833 = "stablehlo.reshape"(%832) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %834 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %835 = "stablehlo.multiply"(%827, %834) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %836 = "stablehlo.add"(%755, %835) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %837 = "stablehlo.multiply"(%833, %621) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %838 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %839 = "stablehlo.divide"(%837, %838) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %1487 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1487) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %843 = "stablehlo.multiply"(%606, %842) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %844 = "stablehlo.add"(%836, %843) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %845 = "stablehlo.multiply"(%842, %606) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %846 = "stablehlo.add"(%844, %845) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %847 = "stablehlo.dot_general"(%846, %604) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %848 = "stablehlo.transpose"(%847) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %849 = "stablehlo.dot_general"(%846, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %850 = "stablehlo.reshape"(%849) : (tensor<2x128x128xf32>) -> tensor<2x128x4x32xf32>
    %851 = "stablehlo.transpose"(%850) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x32xf32>) -> tensor<2x4x32x128xf32>
    %852 = "stablehlo.dot_general"(%851, %574) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x128x4x32xf32>) -> tensor<2x4x128x128xf32>
    %853 = "stablehlo.dot_general"(%851, %597) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
    %854 = "stablehlo.transpose"(%853) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
    %855 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %856 = "stablehlo.multiply"(%852, %855) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %857 = "stablehlo.multiply"(%856, %592) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %1486 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1486) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %860 = "stablehlo.reshape"(%859) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %861 = "stablehlo.negate"(%860) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %862 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %863 = "stablehlo.divide"(%852, %862) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %864 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %865 = "stablehlo.reduce"(%861, %864) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %1485 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1485) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %867 = "stablehlo.add"(%863, %866) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %868 = "stablehlo.multiply"(%867, %592) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %869 = "func.call"(%583#1, %868) <{callee = @_where_8}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %870 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %871 = "stablehlo.divide"(%869, %870) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %872 = "stablehlo.dot_general"(%871, %573) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
    %873 = "stablehlo.transpose"(%872) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
    %874 = "stablehlo.dot_general"(%871, %572) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
    %875 = "stablehlo.transpose"(%874) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
    %876 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %877 = "stablehlo.pad"(%854, %876) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %878 = "stablehlo.slice"(%875) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
    %879 = "stablehlo.slice"(%875) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
    %880 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
    %881 = "stablehlo.slice"(%873) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %1484 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1484) : (tensor<f32>) -> ()
    }) : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %885 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %886 = "stablehlo.reduce"(%884, %885) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %1483 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1483) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
    %887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.pad"(%880, %887) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %889 = "stablehlo.add"(%877, %888) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %890 = "stablehlo.reshape"(%889) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
    %891 = "stablehlo.dot_general"(%890, %527) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x64xf32>) -> tensor<256x64xf32>
    %892 = "stablehlo.transpose"(%891) <{permutation = array<i64: 1, 0>}> : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %893 = "stablehlo.dot_general"(%890, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<64x256xf32>) -> tensor<2x128x64xf32>
    %894 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %895 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %896 = "stablehlo.multiply"(%894, %895) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %897 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %898 = "stablehlo.multiply"(%894, %897) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %899 = "stablehlo.slice"(%896) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %900 = "stablehlo.slice"(%896) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %901 = "stablehlo.negate"(%899) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.pad"(%901, %902) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
    %904 = "stablehlo.add"(%898, %903) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.pad"(%900, %905) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
    %907 = "stablehlo.add"(%904, %906) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %908 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %909 = "stablehlo.reduce"(%907, %908) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %1482 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1482) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
    %910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.pad"(%909, %910) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 64>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x16xf32>, tensor<f32>) -> tensor<2x128x80xf32>
    %912 = "stablehlo.multiply"(%524, %893) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %913 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.reduce"(%912, %913) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %1481 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1481) : (tensor<f32>) -> ()
    }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %915 = "stablehlo.reshape"(%914) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %916 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
    %917 = "stablehlo.multiply"(%893, %916) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %918 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.reduce"(%915, %918) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %1480 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1480) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %920 = "stablehlo.multiply"(%507, %917) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %921 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.reduce"(%920, %921) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %1479 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1479) : (tensor<f32>) -> ()
    }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %923 = "stablehlo.reshape"(%922) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %924 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %925 = "stablehlo.multiply"(%917, %924) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %926 = "stablehlo.multiply"(%923, %522) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %927 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %928 = "stablehlo.divide"(%926, %927) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %1478 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1478) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %931 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x64xf32>
    %932 = "stablehlo.multiply"(%507, %931) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %933 = "stablehlo.add"(%925, %932) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %934 = "stablehlo.multiply"(%931, %507) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %935 = "stablehlo.add"(%933, %934) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %937 = "stablehlo.pad"(%935, %936) <{edge_padding_high = array<i64: 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128x80xf32>
    %938 = "stablehlo.add"(%911, %937) : (tensor<2x128x80xf32>, tensor<2x128x80xf32>) -> tensor<2x128x80xf32>
    %939 = "stablehlo.dot_general"(%938, %444) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<2x128x256xf32>) -> tensor<80x256xf32>
    %940 = "stablehlo.transpose"(%939) <{permutation = array<i64: 1, 0>}> : (tensor<80x256xf32>) -> tensor<256x80xf32>
    %941 = "stablehlo.dot_general"(%938, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<256x80xf32>) -> tensor<2x128x256xf32>
    %942 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %943 = "stablehlo.multiply"(%879, %942) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %944 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %945 = "stablehlo.multiply"(%879, %944) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %946 = "stablehlo.slice"(%943) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %947 = "stablehlo.slice"(%943) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %948 = "stablehlo.negate"(%946) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
    %949 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %950 = "stablehlo.pad"(%948, %949) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
    %951 = "stablehlo.add"(%945, %950) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %952 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %953 = "stablehlo.pad"(%947, %952) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
    %954 = "stablehlo.add"(%951, %953) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %955 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %956 = "stablehlo.pad"(%954, %955) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
    %957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.pad"(%878, %957) <{edge_padding_high = array<i64: 0, 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
    %959 = "stablehlo.add"(%956, %958) : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x128x4x48xf32>
    %960 = "stablehlo.reshape"(%959) : (tensor<2x128x4x48xf32>) -> tensor<2x128x192xf32>
    %961 = "stablehlo.dot_general"(%960, %465) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<2x128x96xf32>) -> tensor<192x96xf32>
    %962 = "stablehlo.transpose"(%961) <{permutation = array<i64: 1, 0>}> : (tensor<192x96xf32>) -> tensor<96x192xf32>
    %963 = "stablehlo.dot_general"(%960, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<96x192xf32>) -> tensor<2x128x96xf32>
    %964 = "stablehlo.multiply"(%462, %963) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %965 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "stablehlo.reduce"(%964, %965) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %1477 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1477) : (tensor<f32>) -> ()
    }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<96xf32>
    %967 = "stablehlo.reshape"(%966) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %968 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
    %969 = "stablehlo.multiply"(%963, %968) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %970 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %971 = "stablehlo.reduce"(%967, %970) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %1476 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1476) : (tensor<f32>) -> ()
    }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %972 = "stablehlo.multiply"(%445, %969) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %973 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %1475 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1475) : (tensor<f32>) -> ()
    }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
    %975 = "stablehlo.reshape"(%974) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %976 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
    %977 = "stablehlo.multiply"(%969, %976) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %978 = "stablehlo.multiply"(%975, %460) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %979 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %980 = "stablehlo.divide"(%978, %979) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %981 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %982 = "stablehlo.reduce"(%980, %981) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %1474 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1474) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %983 = "stablehlo.broadcast_in_dim"(%982) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x96xf32>
    %984 = "stablehlo.multiply"(%445, %983) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %985 = "stablehlo.add"(%977, %984) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %986 = "stablehlo.multiply"(%983, %445) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %987 = "stablehlo.add"(%985, %986) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %988 = "stablehlo.dot_general"(%987, %444) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<2x128x256xf32>) -> tensor<96x256xf32>
    %989 = "stablehlo.transpose"(%988) <{permutation = array<i64: 1, 0>}> : (tensor<96x256xf32>) -> tensor<256x96xf32>
    %990 = "stablehlo.dot_general"(%987, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<256x96xf32>) -> tensor<2x128x256xf32>
    %991 = "stablehlo.add"(%941, %990) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %992 = "stablehlo.multiply"(%441, %991) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %993 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %994 = "stablehlo.reduce"(%992, %993) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %1473 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1473) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %995 = "stablehlo.reshape"(%994) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %996 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %997 = "stablehlo.multiply"(%991, %996) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %998 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %999 = "stablehlo.reduce"(%995, %998) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %1472 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1472) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1000 = "stablehlo.multiply"(%424, %997) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1001 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1002 = "stablehlo.reduce"(%1000, %1001) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1471 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1471) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1003 = "stablehlo.reshape"(%1002) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1004 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1005 = "stablehlo.multiply"(%997, %1004) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1006 = "stablehlo.add"(%846, %1005) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1007 = "stablehlo.multiply"(%1003, %439) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1009 = "stablehlo.divide"(%1007, %1008) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1010 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1011 = "stablehlo.reduce"(%1009, %1010) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %1470 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1470) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1013 = "stablehlo.multiply"(%424, %1012) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1014 = "stablehlo.add"(%1006, %1013) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1015 = "stablehlo.multiply"(%1012, %424) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1016 = "stablehlo.add"(%1014, %1015) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1017 = "stablehlo.reshape"(%1016) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %1018 = "stablehlo.dot_general"(%1017, %407) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16x40xf32>) -> tensor<256x16x40xf32>
    %1019 = "stablehlo.transpose"(%1018) <{permutation = array<i64: 1, 2, 0>}> : (tensor<256x16x40xf32>) -> tensor<16x40x256xf32>
    %1020 = "stablehlo.dot_general"(%1017, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<16x40x256xf32>) -> tensor<256x16x40xf32>
    %1021 = "stablehlo.all_to_all"(%1019) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %1022 = "stablehlo.reshape"(%1021) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
    %1023 = "stablehlo.transpose"(%1022) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x256xf32>) -> tensor<4x256x4x40xf32>
    %1024 = "stablehlo.dot_general"(%1023, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x128x256xf32>) -> tensor<4x4x40x128xf32>
    %1025 = "stablehlo.transpose"(%1024) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %1026 = "stablehlo.dot_general"(%1023, %416) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x128xf32>
    %1027 = "stablehlo.transpose"(%1026) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %1028 = "stablehlo.multiply"(%413#0, %1025) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %1029 = "stablehlo.multiply"(%1025, %415) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %1030 = "stablehlo.transpose"(%1028) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
    %1031 = "stablehlo.dot_general"(%1030, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
    %1032 = "stablehlo.transpose"(%1031) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
    %1033 = "stablehlo.dot_general"(%1030, %410) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
    %1034 = "stablehlo.transpose"(%1033) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %1035 = "func.call"(%413#1, %413#2, %412, %1029) <{callee = @silu_6}> : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %1036 = "stablehlo.transpose"(%1035) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
    %1037 = "stablehlo.dot_general"(%1036, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
    %1038 = "stablehlo.transpose"(%1037) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
    %1039 = "stablehlo.add"(%1032, %1038) : (tensor<4x4x40x256xf32>, tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
    %1040 = "stablehlo.dot_general"(%1036, %410) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
    %1041 = "stablehlo.transpose"(%1040) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %1042 = "stablehlo.reshape"(%1039) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
    %1043 = "stablehlo.all_to_all"(%1042) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
    %1044 = "stablehlo.dot_general"(%1043, %406) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x40x256xf32>, tensor<256x16x40xf32>) -> tensor<256x256xf32>
    %1045 = "stablehlo.transpose"(%1044) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1046 = "stablehlo.dot_general"(%1020, %404) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %1048 = "stablehlo.multiply"(%1046, %1047) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %1049 = "stablehlo.multiply"(%1048, %377#0) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %1050 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1469 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1469) : (tensor<f32>) -> ()
    }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %1052 = "stablehlo.reshape"(%1051) : (tensor<256xf32>) -> tensor<256x1xf32>
    %1053 = "stablehlo.negate"(%1052) : (tensor<256x1xf32>) -> tensor<256x1xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %1055 = "stablehlo.divide"(%1046, %1054) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %1056 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1057 = "stablehlo.reduce"(%1053, %1056) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1468 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1468) : (tensor<f32>) -> ()
    }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x2xf32>
    %1059 = "stablehlo.add"(%1055, %1058) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
    %1060 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %1062 = "stablehlo.scatter"(%1061, %378, %1059) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %1467 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1467) : (tensor<f32>) -> ()
    }) : (tensor<256x16xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x16xf32>
    %1063 = "stablehlo.multiply"(%1062, %376) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %1064 = "stablehlo.dot_general"(%1063, %363) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %1065 = "stablehlo.transpose"(%1064) <{permutation = array<i64: 1, 0>}> : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1066 = "stablehlo.dot_general"(%1063, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x256xf32>
    %1067 = "stablehlo.add"(%1045, %1066) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1068 = "stablehlo.reshape"(%1067) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1069 = "stablehlo.dot_general"(%1016, %361) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %1070 = "stablehlo.transpose"(%1069) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %1071 = "stablehlo.dot_general"(%1016, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %1072 = "stablehlo.multiply"(%359#0, %1071) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %1073 = "stablehlo.multiply"(%1071, %360) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %1074 = "stablehlo.dot_general"(%1072, %357) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %1075 = "stablehlo.transpose"(%1074) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %1076 = "stablehlo.dot_general"(%1072, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %1077 = "stablehlo.add"(%1068, %1076) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1078 = "func.call"(%359#1, %359#2, %358, %1073) <{callee = @silu_7}> : (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %1079 = "stablehlo.dot_general"(%1078, %357) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %1080 = "stablehlo.transpose"(%1079) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %1081 = "stablehlo.dot_general"(%1078, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %1082 = "stablehlo.add"(%1077, %1081) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1083 = "stablehlo.multiply"(%354, %1082) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1084 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1085 = "stablehlo.reduce"(%1083, %1084) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %1466 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1466) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1086 = "stablehlo.reshape"(%1085) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1088 = "stablehlo.multiply"(%1082, %1087) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1089 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.reduce"(%1086, %1089) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %1465 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1465) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1091 = "stablehlo.multiply"(%337, %1088) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1092 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.reduce"(%1091, %1092) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %1464 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1464) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1094 = "stablehlo.reshape"(%1093) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1096 = "stablehlo.multiply"(%1088, %1095) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1097 = "stablehlo.add"(%1016, %1096) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1098 = "stablehlo.multiply"(%1094, %352) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1100 = "stablehlo.divide"(%1098, %1099) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1102 = "stablehlo.reduce"(%1100, %1101) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %1463 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1463) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1103 = "stablehlo.broadcast_in_dim"(%1102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1104 = "stablehlo.multiply"(%337, %1103) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1105 = "stablehlo.add"(%1097, %1104) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1106 = "stablehlo.multiply"(%1103, %337) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1107 = "stablehlo.add"(%1105, %1106) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1108 = "stablehlo.dot_general"(%1107, %335) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %1109 = "stablehlo.transpose"(%1108) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %1110 = "stablehlo.dot_general"(%1107, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %1111 = "stablehlo.reshape"(%1110) : (tensor<2x128x128xf32>) -> tensor<2x128x4x32xf32>
    %1112 = "stablehlo.transpose"(%1111) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x32xf32>) -> tensor<2x4x32x128xf32>
    %1113 = "stablehlo.dot_general"(%1112, %305) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x128x4x32xf32>) -> tensor<2x4x128x128xf32>
    %1114 = "stablehlo.dot_general"(%1112, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
    %1115 = "stablehlo.transpose"(%1114) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %1117 = "stablehlo.multiply"(%1113, %1116) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1118 = "stablehlo.multiply"(%1117, %323) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.reduce"(%1118, %1119) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %1462 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1462) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %1121 = "stablehlo.reshape"(%1120) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %1122 = "stablehlo.negate"(%1121) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %1124 = "stablehlo.divide"(%1113, %1123) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.reduce"(%1122, %1125) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %1461 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1461) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %1128 = "stablehlo.add"(%1124, %1127) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1129 = "stablehlo.multiply"(%1128, %323) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1130 = "func.call"(%314#1, %1129) <{callee = @_where_8}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %1132 = "stablehlo.divide"(%1130, %1131) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1133 = "stablehlo.dot_general"(%1132, %304) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
    %1134 = "stablehlo.transpose"(%1133) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
    %1135 = "stablehlo.dot_general"(%1132, %303) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
    %1136 = "stablehlo.transpose"(%1135) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
    %1137 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1138 = "stablehlo.pad"(%1115, %1137) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %1139 = "stablehlo.slice"(%1136) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
    %1140 = "stablehlo.slice"(%1136) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
    %1141 = "stablehlo.slice"(%1134) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
    %1142 = "stablehlo.slice"(%1134) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
    %1143 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1144 = "stablehlo.reduce"(%1142, %1143) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %1460 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1460) : (tensor<f32>) -> ()
    }) : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %1146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1147 = "stablehlo.reduce"(%1145, %1146) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %1459 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1459) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
    %1148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.pad"(%1141, %1148) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %1150 = "stablehlo.add"(%1138, %1149) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %1151 = "stablehlo.reshape"(%1150) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
    %1152 = "stablehlo.dot_general"(%1151, %258) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x64xf32>) -> tensor<256x64xf32>
    %1153 = "stablehlo.transpose"(%1152) <{permutation = array<i64: 1, 0>}> : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %1154 = "stablehlo.dot_general"(%1151, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<64x256xf32>) -> tensor<2x128x64xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%1147) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %1157 = "stablehlo.multiply"(%1155, %1156) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %1159 = "stablehlo.multiply"(%1155, %1158) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %1160 = "stablehlo.slice"(%1157) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %1161 = "stablehlo.slice"(%1157) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
    %1162 = "stablehlo.negate"(%1160) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
    %1163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1164 = "stablehlo.pad"(%1162, %1163) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
    %1165 = "stablehlo.add"(%1159, %1164) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %1166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1167 = "stablehlo.pad"(%1161, %1166) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
    %1168 = "stablehlo.add"(%1165, %1167) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
    %1169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1170 = "stablehlo.reduce"(%1168, %1169) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %1458 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1458) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
    %1171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.pad"(%1170, %1171) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 64>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x16xf32>, tensor<f32>) -> tensor<2x128x80xf32>
    %1173 = "stablehlo.multiply"(%255, %1154) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1175 = "stablehlo.reduce"(%1173, %1174) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %1457 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1457) : (tensor<f32>) -> ()
    }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1176 = "stablehlo.reshape"(%1175) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
    %1178 = "stablehlo.multiply"(%1154, %1177) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1180 = "stablehlo.reduce"(%1176, %1179) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %1456 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1456) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1181 = "stablehlo.multiply"(%238, %1178) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1183 = "stablehlo.reduce"(%1181, %1182) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %1455 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1455) : (tensor<f32>) -> ()
    }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1184 = "stablehlo.reshape"(%1183) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1185 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %1186 = "stablehlo.multiply"(%1178, %1185) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1187 = "stablehlo.multiply"(%1184, %253) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1188 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1189 = "stablehlo.divide"(%1187, %1188) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1191 = "stablehlo.reduce"(%1189, %1190) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %1454 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1454) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x64xf32>
    %1193 = "stablehlo.multiply"(%238, %1192) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1194 = "stablehlo.add"(%1186, %1193) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1195 = "stablehlo.multiply"(%1192, %238) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1196 = "stablehlo.add"(%1194, %1195) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %1197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1198 = "stablehlo.pad"(%1196, %1197) <{edge_padding_high = array<i64: 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128x80xf32>
    %1199 = "stablehlo.add"(%1172, %1198) : (tensor<2x128x80xf32>, tensor<2x128x80xf32>) -> tensor<2x128x80xf32>
    %1200 = "stablehlo.dot_general"(%1199, %175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<2x128x256xf32>) -> tensor<80x256xf32>
    %1201 = "stablehlo.transpose"(%1200) <{permutation = array<i64: 1, 0>}> : (tensor<80x256xf32>) -> tensor<256x80xf32>
    %1202 = "stablehlo.dot_general"(%1199, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<256x80xf32>) -> tensor<2x128x256xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %1204 = "stablehlo.multiply"(%1140, %1203) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %1205 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
    %1206 = "stablehlo.multiply"(%1140, %1205) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %1207 = "stablehlo.slice"(%1204) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %1208 = "stablehlo.slice"(%1204) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
    %1209 = "stablehlo.negate"(%1207) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
    %1210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1211 = "stablehlo.pad"(%1209, %1210) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
    %1212 = "stablehlo.add"(%1206, %1211) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %1213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1214 = "stablehlo.pad"(%1208, %1213) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
    %1215 = "stablehlo.add"(%1212, %1214) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
    %1216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.pad"(%1215, %1216) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
    %1218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1219 = "stablehlo.pad"(%1139, %1218) <{edge_padding_high = array<i64: 0, 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
    %1220 = "stablehlo.add"(%1217, %1219) : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x128x4x48xf32>
    %1221 = "stablehlo.reshape"(%1220) : (tensor<2x128x4x48xf32>) -> tensor<2x128x192xf32>
    %1222 = "stablehlo.dot_general"(%1221, %196) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<2x128x96xf32>) -> tensor<192x96xf32>
    %1223 = "stablehlo.transpose"(%1222) <{permutation = array<i64: 1, 0>}> : (tensor<192x96xf32>) -> tensor<96x192xf32>
    %1224 = "stablehlo.dot_general"(%1221, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<96x192xf32>) -> tensor<2x128x96xf32>
    %1225 = "stablehlo.multiply"(%193, %1224) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1226 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1227 = "stablehlo.reduce"(%1225, %1226) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %1453 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1453) : (tensor<f32>) -> ()
    }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1228 = "stablehlo.reshape"(%1227) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %1229 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
    %1230 = "stablehlo.multiply"(%1224, %1229) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1232 = "stablehlo.reduce"(%1228, %1231) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %1452 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1452) : (tensor<f32>) -> ()
    }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1233 = "stablehlo.multiply"(%176, %1230) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1234 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1235 = "stablehlo.reduce"(%1233, %1234) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %1451 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1451) : (tensor<f32>) -> ()
    }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1236 = "stablehlo.reshape"(%1235) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1237 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
    %1238 = "stablehlo.multiply"(%1230, %1237) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1239 = "stablehlo.multiply"(%1236, %191) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1240 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1241 = "stablehlo.divide"(%1239, %1240) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1243 = "stablehlo.reduce"(%1241, %1242) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %1450 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1450) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1244 = "stablehlo.broadcast_in_dim"(%1243) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x96xf32>
    %1245 = "stablehlo.multiply"(%176, %1244) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1246 = "stablehlo.add"(%1238, %1245) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1247 = "stablehlo.multiply"(%1244, %176) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1248 = "stablehlo.add"(%1246, %1247) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
    %1249 = "stablehlo.dot_general"(%1248, %175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<2x128x256xf32>) -> tensor<96x256xf32>
    %1250 = "stablehlo.transpose"(%1249) <{permutation = array<i64: 1, 0>}> : (tensor<96x256xf32>) -> tensor<256x96xf32>
    %1251 = "stablehlo.dot_general"(%1248, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<256x96xf32>) -> tensor<2x128x256xf32>
    %1252 = "stablehlo.add"(%1202, %1251) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1253 = "stablehlo.multiply"(%172, %1252) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1255 = "stablehlo.reduce"(%1253, %1254) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %1449 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1449) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1256 = "stablehlo.reshape"(%1255) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1257 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1258 = "stablehlo.multiply"(%1252, %1257) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1260 = "stablehlo.reduce"(%1256, %1259) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %1448 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1448) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1261 = "stablehlo.multiply"(%155#0, %1258) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1263 = "stablehlo.reduce"(%1261, %1262) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %1447 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1447) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1264 = "stablehlo.reshape"(%1263) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1266 = "stablehlo.multiply"(%1258, %1265) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1267 = "stablehlo.add"(%1107, %1266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1268 = "stablehlo.multiply"(%1264, %170) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1269 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1270 = "stablehlo.divide"(%1268, %1269) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.reduce"(%1270, %1271) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %1446 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1446) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1274 = "stablehlo.multiply"(%155#0, %1273) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1275 = "stablehlo.add"(%1267, %1274) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1276 = "stablehlo.multiply"(%1273, %155#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1277 = "stablehlo.add"(%1275, %1276) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1278 = "func.call"(%155#1, %1277) <{callee = @_take_9}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %1279 = "stablehlo.all_reduce"(%1278) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %1445 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1445) : (tensor<f32>) -> ()
    }) : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1280 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x256xf32>
    %1282 = "stablehlo.divide"(%1279, %1281) : (tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<512x256xf32>
    %1283 = "stablehlo.all_reduce"(%739) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %1444 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1444) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %1284 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1286 = "stablehlo.divide"(%1283, %1285) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1287 = "stablehlo.all_reduce"(%1260) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %1443 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1443) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %1288 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1289 = "stablehlo.broadcast_in_dim"(%1288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1290 = "stablehlo.divide"(%1287, %1289) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1291 = "stablehlo.all_reduce"(%1180) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %1442 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1442) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1292 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1293 = "stablehlo.broadcast_in_dim"(%1292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1294 = "stablehlo.divide"(%1291, %1293) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1295 = "stablehlo.all_reduce"(%1090) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %1441 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %1296 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1298 = "stablehlo.divide"(%1295, %1297) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1299 = "stablehlo.all_reduce"(%1232) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %1440 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1440) : (tensor<f32>) -> ()
    }) : (tensor<96xf32>) -> tensor<96xf32>
    %1300 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1302 = "stablehlo.divide"(%1299, %1301) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1303 = "stablehlo.all_reduce"(%1065) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1439 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1439) : (tensor<f32>) -> ()
    }) : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1304 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %1306 = "stablehlo.divide"(%1303, %1305) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %1307 = "stablehlo.all_reduce"(%1070) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %1438 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1438) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1308 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1309 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %1310 = "stablehlo.divide"(%1307, %1309) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %1311 = "stablehlo.all_reduce"(%1080) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %1437 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1437) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1312 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
    %1314 = "stablehlo.divide"(%1311, %1313) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %1315 = "stablehlo.all_reduce"(%1075) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %1436 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1436) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1316 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
    %1318 = "stablehlo.divide"(%1315, %1317) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %1319 = "stablehlo.all_reduce"(%1201) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %1435 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1435) : (tensor<f32>) -> ()
    }) : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1320 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x80xf32>
    %1322 = "stablehlo.divide"(%1319, %1321) : (tensor<256x80xf32>, tensor<256x80xf32>) -> tensor<256x80xf32>
    %1323 = "stablehlo.all_reduce"(%1153) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1434 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1434) : (tensor<f32>) -> ()
    }) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1324 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %1326 = "stablehlo.divide"(%1323, %1325) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1327 = "stablehlo.all_reduce"(%1109) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %1433 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1433) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1328 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1329 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %1330 = "stablehlo.divide"(%1327, %1329) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %1331 = "stablehlo.all_reduce"(%1250) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %1432 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1432) : (tensor<f32>) -> ()
    }) : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1332 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1333 = "stablehlo.broadcast_in_dim"(%1332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x96xf32>
    %1334 = "stablehlo.divide"(%1331, %1333) : (tensor<256x96xf32>, tensor<256x96xf32>) -> tensor<256x96xf32>
    %1335 = "stablehlo.all_reduce"(%1223) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %1431 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1431) : (tensor<f32>) -> ()
    }) : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1336 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x192xf32>
    %1338 = "stablehlo.divide"(%1335, %1337) : (tensor<96x192xf32>, tensor<96x192xf32>) -> tensor<96x192xf32>
    %1339 = "stablehlo.all_reduce"(%999) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %1430 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1430) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %1340 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1341 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1342 = "stablehlo.divide"(%1339, %1341) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1343 = "stablehlo.all_reduce"(%919) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %1429 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1429) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1344 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1346 = "stablehlo.divide"(%1343, %1345) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1347 = "stablehlo.all_reduce"(%829) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %1428 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1428) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %1348 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1350 = "stablehlo.divide"(%1347, %1349) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1351 = "stablehlo.all_reduce"(%971) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %1427 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1427) : (tensor<f32>) -> ()
    }) : (tensor<96xf32>) -> tensor<96xf32>
    %1352 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
    %1354 = "stablehlo.divide"(%1351, %1353) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %1355 = "stablehlo.all_reduce"(%804) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %1426 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1426) : (tensor<f32>) -> ()
    }) : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %1356 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
    %1358 = "stablehlo.divide"(%1355, %1357) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %1359 = "stablehlo.all_reduce"(%809) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %1425 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1425) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1360 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1361 = "stablehlo.broadcast_in_dim"(%1360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %1362 = "stablehlo.divide"(%1359, %1361) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %1363 = "stablehlo.all_reduce"(%819) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1424 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1424) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1364 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
    %1366 = "stablehlo.divide"(%1363, %1365) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %1367 = "stablehlo.all_reduce"(%814) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %1423 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1423) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1368 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
    %1370 = "stablehlo.divide"(%1367, %1369) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %1371 = "stablehlo.all_reduce"(%940) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %1422 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1422) : (tensor<f32>) -> ()
    }) : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %1372 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x80xf32>
    %1374 = "stablehlo.divide"(%1371, %1373) : (tensor<256x80xf32>, tensor<256x80xf32>) -> tensor<256x80xf32>
    %1375 = "stablehlo.all_reduce"(%892) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %1421 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1421) : (tensor<f32>) -> ()
    }) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1376 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %1378 = "stablehlo.divide"(%1375, %1377) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %1379 = "stablehlo.all_reduce"(%848) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %1420 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1420) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1380 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1381 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %1382 = "stablehlo.divide"(%1379, %1381) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %1383 = "stablehlo.all_reduce"(%989) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %1419 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1419) : (tensor<f32>) -> ()
    }) : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %1384 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1385 = "stablehlo.broadcast_in_dim"(%1384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x96xf32>
    %1386 = "stablehlo.divide"(%1383, %1385) : (tensor<256x96xf32>, tensor<256x96xf32>) -> tensor<256x96xf32>
    %1387 = "stablehlo.all_reduce"(%962) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %1418 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1418) : (tensor<f32>) -> ()
    }) : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %1388 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1389 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x192xf32>
    %1390 = "stablehlo.divide"(%1387, %1389) : (tensor<96x192xf32>, tensor<96x192xf32>) -> tensor<96x192xf32>
    %1391 = "stablehlo.all_reduce"(%730) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %1417 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1417) : (tensor<f32>) -> ()
    }) : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1392 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x512xf32>
    %1394 = "stablehlo.divide"(%1391, %1393) : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
    %1395 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1396 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128x256xf32>
    %1397 = "stablehlo.divide"(%1027, %1396) : (tensor<4x128x256xf32>, tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
    %1398 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
    %1400 = "stablehlo.divide"(%1041, %1399) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1401 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1402 = "stablehlo.broadcast_in_dim"(%1401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
    %1403 = "stablehlo.divide"(%1034, %1402) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1404 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1405 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128x256xf32>
    %1406 = "stablehlo.divide"(%766, %1405) : (tensor<4x128x256xf32>, tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
    %1407 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
    %1409 = "stablehlo.divide"(%780, %1408) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1410 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
    %1412 = "stablehlo.divide"(%773, %1411) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %1413 = "stablehlo.all_reduce"(%722) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1416 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1416) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %1414 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1415 = "stablehlo.divide"(%1413, %1414) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1415, %1282, %1286, %1290, %1294, %1298, %1302, %1306, %1310, %1314, %1318, %1397, %1400, %1403, %1322, %1326, %1330, %1334, %1338, %1342, %1346, %1350, %1354, %1358, %1362, %1366, %1370, %1406, %1409, %1412, %1374, %1378, %1382, %1386, %1390, %1394) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<128x128xi1>):
    %142 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %143 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %145 = "stablehlo.add"(%142, %144) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %146 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %147 = "stablehlo.compare"(%145, %146) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %148 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %150 = "stablehlo.select"(%147, %arg52, %149) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%150) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<512x256xf32>, %arg49: tensor<2x128xi32>):
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %120 = "stablehlo.compare"(%arg49, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %121 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %123 = "stablehlo.add"(%arg49, %122) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %124 = "func.call"(%120, %123, %arg49) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %126 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %129 = "stablehlo.compare"(%125, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %130 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %132 = "stablehlo.compare"(%125, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %133 = "stablehlo.and"(%129, %132) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %134 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %135 = "stablehlo.reduce"(%133, %134) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<i1>, %arg51: tensor<i1>):
      %141 = "stablehlo.and"(%arg50, %arg51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%141) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %136 = "stablehlo.gather"(%arg48, %125) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %137 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %138 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %140 = "stablehlo.select"(%137, %136, %139) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%140, %125) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<2x128xi1>, %arg46: tensor<2x128xi32>, %arg47: tensor<2x128xi32>):
    %117 = "stablehlo.select"(%arg45, %arg46, %arg47) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%117) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<1x1x128x128xi1>, %arg43: tensor<2x4x128x128xf32>, %arg44: tensor<f32>):
    %114 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x4x128x128xi1>
    %115 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %116 = "stablehlo.select"(%114, %arg43, %115) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%116, %114) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x128xf32>) -> (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2x128x128xf32>):
    %101 = "stablehlo.negate"(%arg41) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %102 = "stablehlo.exponential"(%101) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x128xf32>
    %105 = "stablehlo.add"(%104, %102) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x128xf32>
    %108 = "stablehlo.divide"(%107, %105) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x128xf32>
    %111 = "stablehlo.subtract"(%110, %108) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %112 = "stablehlo.multiply"(%108, %111) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %113 = "stablehlo.multiply"(%arg41, %108) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    "func.return"(%113, %112, %108) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<256x2xi32>) -> tensor<256x2x16xi32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<256x2xi32>):
    %95 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %96 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x16xi32>
    %97 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x1xi32>) -> tensor<256x2x16xi32>
    %98 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xi32>) -> tensor<256x2x16xi32>
    %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi1>
    %100 = "stablehlo.convert"(%99) : (tensor<256x2x16xi1>) -> tensor<256x2x16xi32>
    "func.return"(%100) : (tensor<256x2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<512x16xi32>) -> tensor<512x16xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<512x16xi32>):
    %94 = "func.call"(%arg39) <{callee = @cumsum_1}> : (tensor<512x16xi32>) -> tensor<512x16xi32>
    "func.return"(%94) : (tensor<512x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<512x16xi32>) -> tensor<512x16xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<512x16xi32>):
    %90 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %92 = "stablehlo.reduce_window"(%arg36, %91) <{base_dilations = array<i64: 1, 1>, padding = dense<[[511, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 512, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg37: tensor<i32>, %arg38: tensor<i32>):
      %93 = "stablehlo.add"(%arg37, %arg38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%93) : (tensor<i32>) -> ()
    }) : (tensor<512x16xi32>, tensor<i32>) -> tensor<512x16xi32>
    "func.return"(%92) : (tensor<512x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<256x2xi32>) -> tensor<256x2x40xf32>, res_attrs = [{}], sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<256x2xi32>):
    %84 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %85 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x40xi32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x1xi32>) -> tensor<256x2x40xi32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x40xi32>) -> tensor<256x2x40xi32>
    %88 = "stablehlo.compare"(%86, %87) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<256x2x40xi32>, tensor<256x2x40xi32>) -> tensor<256x2x40xi1>
    %89 = "stablehlo.convert"(%88) : (tensor<256x2x40xi1>) -> tensor<256x2x40xf32>
    "func.return"(%89) : (tensor<256x2x40xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x40x128xf32>) -> (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>), res_attrs = [{}, {}, {}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<4x4x40x128xf32>):
    %71 = "stablehlo.negate"(%arg34) : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %72 = "stablehlo.exponential"(%71) : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %73 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x40x128xf32>
    %75 = "stablehlo.add"(%74, %72) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %76 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x40x128xf32>
    %78 = "stablehlo.divide"(%77, %75) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x40x128xf32>
    %81 = "stablehlo.subtract"(%80, %78) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %82 = "stablehlo.multiply"(%78, %81) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %83 = "stablehlo.multiply"(%arg34, %78) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    "func.return"(%83, %82, %78) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<2x128x512xf32>):
    %54 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%arg29, %54) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %70 = "stablehlo.maximum"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %56 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %58 = "stablehlo.maximum"(%57, %55) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %61 = "stablehlo.subtract"(%arg29, %60) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %62 = "stablehlo.exponential"(%61) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %69 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%69) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %66 = "stablehlo.log"(%65) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %68 = "stablehlo.subtract"(%61, %67) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%68, %62, %65) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2x128x512xf32>, %arg26: tensor<2x128x1xi32>):
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %33 = "stablehlo.compare"(%arg26, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %34 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %36 = "stablehlo.add"(%arg26, %35) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %37 = "stablehlo.select"(%33, %36, %arg26) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %39 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %42 = "stablehlo.compare"(%38, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %43 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %45 = "stablehlo.compare"(%38, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %46 = "stablehlo.and"(%42, %45) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %47 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %48 = "stablehlo.reduce"(%46, %47) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg27: tensor<i1>, %arg28: tensor<i1>):
      %53 = "stablehlo.and"(%arg27, %arg28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %49 = "stablehlo.gather"(%arg25, %38) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %52 = "stablehlo.select"(%48, %49, %51) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%52, %38) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<2x128x1x1xi32>, %arg22: tensor<2x128x1xf32>):
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %29 = "stablehlo.scatter"(%28, %arg21, %arg22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %30 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    "func.return"(%29) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "log_softmax_5", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x128x512xf32>, %arg15: tensor<2x128x1xf32>, %arg16: tensor<2x128x512xf32>):
    %15 = "stablehlo.negate"(%arg16) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %26 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %19 = "stablehlo.divide"(%18, %arg15) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %25 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %23 = "stablehlo.multiply"(%22, %arg14) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %24 = "stablehlo.add"(%arg16, %23) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%24) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x4x40x128xf32>, %arg11: tensor<4x4x40x128xf32>, %arg12: tensor<4x4x40x128xf32>, %arg13: tensor<4x4x40x128xf32>):
    %11 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %12 = "stablehlo.multiply"(%arg13, %arg11) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %13 = "stablehlo.multiply"(%11, %arg10) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %14 = "stablehlo.add"(%12, %13) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    "func.return"(%14) : (tensor<4x4x40x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>, res_attrs = [{}], sym_name = "silu_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x128x128xf32>, %arg7: tensor<2x128x128xf32>, %arg8: tensor<2x128x128xf32>, %arg9: tensor<2x128x128xf32>):
    %7 = "stablehlo.multiply"(%arg8, %arg9) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %8 = "stablehlo.multiply"(%arg9, %arg7) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %9 = "stablehlo.multiply"(%7, %arg6) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    "func.return"(%10) : (tensor<2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4x128x128xi1>, %arg5: tensor<2x4x128x128xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%6) : (tensor<2x4x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
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
