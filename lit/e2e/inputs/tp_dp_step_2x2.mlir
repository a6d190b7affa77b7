// Made by models/gen/gen_shard_tp_dp.py (python3 models/gen/gen_shard_tp_dp.py > THIS); do not edit.
// A tiny LLaMA-shaped training step (2 sequences of 16 tokens, model 64, 4 heads,
// FFN 128, f32): RMSNorm, causal attention, RMSNorm, a SwiGLU MLP, each with its residual,
// the loss 0.5 * sum(out^2) and a hand-written backward; it returns the loss, the input's
// gradient and the gradients of the weights (gain, q, k, v, o, gain, gate, up, down).
// Grid axis 0 is data parallel (the batch is split over it), axis 1 tensor parallel (the
// heads, and the FFN dimension), so `shard-partition` makes every collective an all-reduce.
shard.grid @grid(shape = 2x2)
func.func @step(%x: tensor<2x16x64xf32>, %g1: tensor<64xf32>, %wq: tensor<64x4x16xf32>, %wk: tensor<64x4x16xf32>, %wv: tensor<64x4x16xf32>, %wo: tensor<4x16x64xf32>, %g2: tensor<64xf32>, %wg: tensor<64x128xf32>, %wu: tensor<64x128xf32>, %wd: tensor<128x64xf32>)
    -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>) {
  %replicated = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %by_batch = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %by_batch_heads = shard.sharding @grid split_axes = [[0], [], [1]] : !shard.sharding
  %by_batch_heads_first = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %by_columns = shard.sharding @grid split_axes = [[], [1]] : !shard.sharding
  %by_rows = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %x_s = shard.shard %x to %by_batch : tensor<2x16x64xf32>
  %x_u = shard.shard %x_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %g1_s = shard.shard %g1 to %replicated : tensor<64xf32>
  %g1_u = shard.shard %g1_s to %replicated annotate_for_users : tensor<64xf32>
  %wq_s = shard.shard %wq to %by_columns : tensor<64x4x16xf32>
  %wq_u = shard.shard %wq_s to %by_columns annotate_for_users : tensor<64x4x16xf32>
  %wk_s = shard.shard %wk to %by_columns : tensor<64x4x16xf32>
  %wk_u = shard.shard %wk_s to %by_columns annotate_for_users : tensor<64x4x16xf32>
  %wv_s = shard.shard %wv to %by_columns : tensor<64x4x16xf32>
  %wv_u = shard.shard %wv_s to %by_columns annotate_for_users : tensor<64x4x16xf32>
  %wo_s = shard.shard %wo to %by_rows : tensor<4x16x64xf32>
  %wo_u = shard.shard %wo_s to %by_rows annotate_for_users : tensor<4x16x64xf32>
  %g2_s = shard.shard %g2 to %replicated : tensor<64xf32>
  %g2_u = shard.shard %g2_s to %replicated annotate_for_users : tensor<64xf32>
  %wg_s = shard.shard %wg to %by_columns : tensor<64x128xf32>
  %wg_u = shard.shard %wg_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %wu_s = shard.shard %wu to %by_columns : tensor<64x128xf32>
  %wu_u = shard.shard %wu_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %wd_s = shard.shard %wd to %by_rows : tensor<128x64xf32>
  %wd_u = shard.shard %wd_s to %by_rows annotate_for_users : tensor<128x64xf32>
  %zero = arith.constant 0.0 : f32
  %ss1_e = tensor.empty() : tensor<2x16xf32>
  %ss1_z = linalg.fill ins(%zero : f32) outs(%ss1_e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %ss1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x_u : tensor<2x16x64xf32>) outs(%ss1_z : tensor<2x16xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %sq = arith.mulf %a0, %a0 : f32
      %r = arith.addf %acc, %sq : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
  %rs1_e = tensor.empty() : tensor<2x16xf32>
  %rs1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%ss1 : tensor<2x16xf32>) outs(%rs1_e : tensor<2x16xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %n = arith.constant 1.562500e-02 : f32
      %eps = arith.constant 1.000000e-05 : f32
      %m = arith.mulf %a0, %n : f32
      %me = arith.addf %m, %eps : f32
      %r = math.rsqrt %me : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
  %xhat1_e = tensor.empty() : tensor<2x16x64xf32>
  %xhat1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x_u, %rs1 : tensor<2x16x64xf32>, tensor<2x16xf32>) outs(%xhat1_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %xhat1_s = shard.shard %xhat1 to %by_batch : tensor<2x16x64xf32>
  %xhat1_u = shard.shard %xhat1_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %xn1_e = tensor.empty() : tensor<2x16x64xf32>
  %xn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%xhat1_u, %g1_u : tensor<2x16x64xf32>, tensor<64xf32>) outs(%xn1_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %xn1_s = shard.shard %xn1 to %by_batch : tensor<2x16x64xf32>
  %xn1_u = shard.shard %xn1_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %q_e = tensor.empty() : tensor<2x16x4x16xf32>
  %q_z = linalg.fill ins(%zero : f32) outs(%q_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%xn1_u, %wq_u : tensor<2x16x64xf32>, tensor<64x4x16xf32>) outs(%q_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %q_s = shard.shard %q to %by_batch_heads : tensor<2x16x4x16xf32>
  %q_u = shard.shard %q_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %k_e = tensor.empty() : tensor<2x16x4x16xf32>
  %k_z = linalg.fill ins(%zero : f32) outs(%k_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %k = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%xn1_u, %wk_u : tensor<2x16x64xf32>, tensor<64x4x16xf32>) outs(%k_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %k_s = shard.shard %k to %by_batch_heads : tensor<2x16x4x16xf32>
  %k_u = shard.shard %k_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %v_e = tensor.empty() : tensor<2x16x4x16xf32>
  %v_z = linalg.fill ins(%zero : f32) outs(%v_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%xn1_u, %wv_u : tensor<2x16x64xf32>, tensor<64x4x16xf32>) outs(%v_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %v_s = shard.shard %v to %by_batch_heads : tensor<2x16x4x16xf32>
  %v_u = shard.shard %v_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %qk_e = tensor.empty() : tensor<2x4x16x16xf32>
  %qk_z = linalg.fill ins(%zero : f32) outs(%qk_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q_u, %k_u : tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) outs(%qk_z : tensor<2x4x16x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16x16xf32>
  %expd_e = tensor.empty() : tensor<2x4x16x16xf32>
  %expd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%qk : tensor<2x4x16x16xf32>) outs(%expd_e : tensor<2x4x16x16xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %s = linalg.index 2 : index
      %t = linalg.index 3 : index
      %causal = arith.cmpi ule, %t, %s : index
      %scale = arith.constant 2.500000e-01 : f32
      %sc = arith.mulf %a0, %scale : f32
      %ex = math.exp %sc : f32
      %none = arith.constant 0.0 : f32
      %r = arith.select %causal, %ex, %none : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16x16xf32>
  %expd_s = shard.shard %expd to %by_batch_heads_first : tensor<2x4x16x16xf32>
  %expd_u = shard.shard %expd_s to %by_batch_heads_first annotate_for_users : tensor<2x4x16x16xf32>
  %total_e = tensor.empty() : tensor<2x4x16xf32>
  %total_z = linalg.fill ins(%zero : f32) outs(%total_e : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %total = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%expd_u : tensor<2x4x16x16xf32>) outs(%total_z : tensor<2x4x16xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %r = arith.addf %acc, %a0 : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16xf32>
  %prob_e = tensor.empty() : tensor<2x4x16x16xf32>
  %prob = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%expd_u, %total : tensor<2x4x16x16xf32>, tensor<2x4x16xf32>) outs(%prob_e : tensor<2x4x16x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.divf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16x16xf32>
  %prob_s = shard.shard %prob to %by_batch_heads_first : tensor<2x4x16x16xf32>
  %prob_u = shard.shard %prob_s to %by_batch_heads_first annotate_for_users : tensor<2x4x16x16xf32>
  %ctx_e = tensor.empty() : tensor<2x16x4x16xf32>
  %ctx_z = linalg.fill ins(%zero : f32) outs(%ctx_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %ctx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%prob_u, %v_u : tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) outs(%ctx_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %ctx_s = shard.shard %ctx to %by_batch_heads : tensor<2x16x4x16xf32>
  %ctx_u = shard.shard %ctx_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %att_e = tensor.empty() : tensor<2x16x64xf32>
  %att_z = linalg.fill ins(%zero : f32) outs(%att_e : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %att = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ctx_u, %wo_u : tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) outs(%att_z : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %att_s = shard.shard %att to %by_batch : tensor<2x16x64xf32>
  %att_u = shard.shard %att_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %h_e = tensor.empty() : tensor<2x16x64xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x_u, %att_u : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%h_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.addf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %h_s = shard.shard %h to %by_batch : tensor<2x16x64xf32>
  %h_u = shard.shard %h_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %ss2_e = tensor.empty() : tensor<2x16xf32>
  %ss2_z = linalg.fill ins(%zero : f32) outs(%ss2_e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %ss2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h_u : tensor<2x16x64xf32>) outs(%ss2_z : tensor<2x16xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %sq = arith.mulf %a0, %a0 : f32
      %r = arith.addf %acc, %sq : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
  %rs2_e = tensor.empty() : tensor<2x16xf32>
  %rs2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%ss2 : tensor<2x16xf32>) outs(%rs2_e : tensor<2x16xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %n = arith.constant 1.562500e-02 : f32
      %eps = arith.constant 1.000000e-05 : f32
      %m = arith.mulf %a0, %n : f32
      %me = arith.addf %m, %eps : f32
      %r = math.rsqrt %me : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
  %xhat2_e = tensor.empty() : tensor<2x16x64xf32>
  %xhat2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h_u, %rs2 : tensor<2x16x64xf32>, tensor<2x16xf32>) outs(%xhat2_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %xhat2_s = shard.shard %xhat2 to %by_batch : tensor<2x16x64xf32>
  %xhat2_u = shard.shard %xhat2_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %xn2_e = tensor.empty() : tensor<2x16x64xf32>
  %xn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%xhat2_u, %g2_u : tensor<2x16x64xf32>, tensor<64xf32>) outs(%xn2_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %xn2_s = shard.shard %xn2 to %by_batch : tensor<2x16x64xf32>
  %xn2_u = shard.shard %xn2_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %hg_e = tensor.empty() : tensor<2x16x128xf32>
  %hg_z = linalg.fill ins(%zero : f32) outs(%hg_e : tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
  %hg = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%xn2_u, %wg_u : tensor<2x16x64xf32>, tensor<64x128xf32>) outs(%hg_z : tensor<2x16x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x128xf32>
  %hg_s = shard.shard %hg to %by_batch_heads : tensor<2x16x128xf32>
  %hg_u = shard.shard %hg_s to %by_batch_heads annotate_for_users : tensor<2x16x128xf32>
  %hu_e = tensor.empty() : tensor<2x16x128xf32>
  %hu_z = linalg.fill ins(%zero : f32) outs(%hu_e : tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
  %hu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%xn2_u, %wu_u : tensor<2x16x64xf32>, tensor<64x128xf32>) outs(%hu_z : tensor<2x16x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x128xf32>
  %hu_s = shard.shard %hu to %by_batch_heads : tensor<2x16x128xf32>
  %hu_u = shard.shard %hu_s to %by_batch_heads annotate_for_users : tensor<2x16x128xf32>
  %act_e = tensor.empty() : tensor<2x16x128xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%hg_u, %hu_u : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%act_e : tensor<2x16x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %one = arith.constant 1.0 : f32
      %nz = arith.negf %a0 : f32
      %ex = math.exp %nz : f32
      %den = arith.addf %one, %ex : f32
      %sg = arith.divf %one, %den : f32
      %sl = arith.mulf %a0, %sg : f32
      %r = arith.mulf %sl, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x128xf32>
  %act_s = shard.shard %act to %by_batch_heads : tensor<2x16x128xf32>
  %act_u = shard.shard %act_s to %by_batch_heads annotate_for_users : tensor<2x16x128xf32>
  %y_e = tensor.empty() : tensor<2x16x64xf32>
  %y_z = linalg.fill ins(%zero : f32) outs(%y_e : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%act_u, %wd_u : tensor<2x16x128xf32>, tensor<128x64xf32>) outs(%y_z : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %y_s = shard.shard %y to %by_batch : tensor<2x16x64xf32>
  %y_u = shard.shard %y_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %out_e = tensor.empty() : tensor<2x16x64xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h_u, %y_u : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%out_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.addf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %out_s = shard.shard %out to %by_batch : tensor<2x16x64xf32>
  %out_u = shard.shard %out_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %loss_e = tensor.empty() : tensor<f32>
  %loss_z = linalg.fill ins(%zero : f32) outs(%loss_e : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%out_u : tensor<2x16x64xf32>) outs(%loss_z : tensor<f32>) {
    ^bb0(%a0: f32, %acc: f32):
      %half = arith.constant 0.5 : f32
      %sq = arith.mulf %a0, %a0 : f32
      %hs = arith.mulf %half, %sq : f32
      %r = arith.addf %acc, %hs : f32
      linalg.yield %r : f32
    } -> tensor<f32>
  %loss_s = shard.shard %loss to %replicated : tensor<f32>
  %loss_u = shard.shard %loss_s to %replicated annotate_for_users : tensor<f32>
  %dwd_e = tensor.empty() : tensor<128x64xf32>
  %dwd_z = linalg.fill ins(%zero : f32) outs(%dwd_e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %dwd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%act_u, %out_u : tensor<2x16x128xf32>, tensor<2x16x64xf32>) outs(%dwd_z : tensor<128x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<128x64xf32>
  %dwd_s = shard.shard %dwd to %by_rows : tensor<128x64xf32>
  %dwd_u = shard.shard %dwd_s to %by_rows annotate_for_users : tensor<128x64xf32>
  %dact_e = tensor.empty() : tensor<2x16x128xf32>
  %dact_z = linalg.fill ins(%zero : f32) outs(%dact_e : tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
  %dact = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%out_u, %wd_u : tensor<2x16x64xf32>, tensor<128x64xf32>) outs(%dact_z : tensor<2x16x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x128xf32>
  %dact_s = shard.shard %dact to %by_batch_heads : tensor<2x16x128xf32>
  %dact_u = shard.shard %dact_s to %by_batch_heads annotate_for_users : tensor<2x16x128xf32>
  %dhu_e = tensor.empty() : tensor<2x16x128xf32>
  %dhu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dact_u, %hg_u : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%dhu_e : tensor<2x16x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %one = arith.constant 1.0 : f32
      %nz = arith.negf %a1 : f32
      %ex = math.exp %nz : f32
      %den = arith.addf %one, %ex : f32
      %sg = arith.divf %one, %den : f32
      %sl = arith.mulf %a1, %sg : f32
      %r = arith.mulf %a0, %sl : f32
      linalg.yield %r : f32
    } -> tensor<2x16x128xf32>
  %dhu_s = shard.shard %dhu to %by_batch_heads : tensor<2x16x128xf32>
  %dhu_u = shard.shard %dhu_s to %by_batch_heads annotate_for_users : tensor<2x16x128xf32>
  %dhg_e = tensor.empty() : tensor<2x16x128xf32>
  %dhg = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dact_u, %hu_u, %hg_u : tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%dhg_e : tensor<2x16x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %acc: f32):
      %one = arith.constant 1.0 : f32
      %nz = arith.negf %a2 : f32
      %ex = math.exp %nz : f32
      %den = arith.addf %one, %ex : f32
      %sg = arith.divf %one, %den : f32
      %oms = arith.subf %one, %sg : f32
      %zo = arith.mulf %a2, %oms : f32
      %opz = arith.addf %one, %zo : f32
      %ds = arith.mulf %sg, %opz : f32
      %du = arith.mulf %a0, %a1 : f32
      %r = arith.mulf %du, %ds : f32
      linalg.yield %r : f32
    } -> tensor<2x16x128xf32>
  %dhg_s = shard.shard %dhg to %by_batch_heads : tensor<2x16x128xf32>
  %dhg_u = shard.shard %dhg_s to %by_batch_heads annotate_for_users : tensor<2x16x128xf32>
  %dwg_e = tensor.empty() : tensor<64x128xf32>
  %dwg_z = linalg.fill ins(%zero : f32) outs(%dwg_e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %dwg = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%xn2_u, %dhg_u : tensor<2x16x64xf32>, tensor<2x16x128xf32>) outs(%dwg_z : tensor<64x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
  %dwg_s = shard.shard %dwg to %by_columns : tensor<64x128xf32>
  %dwg_u = shard.shard %dwg_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %dwu_e = tensor.empty() : tensor<64x128xf32>
  %dwu_z = linalg.fill ins(%zero : f32) outs(%dwu_e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %dwu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%xn2_u, %dhu_u : tensor<2x16x64xf32>, tensor<2x16x128xf32>) outs(%dwu_z : tensor<64x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
  %dwu_s = shard.shard %dwu to %by_columns : tensor<64x128xf32>
  %dwu_u = shard.shard %dwu_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %dxnm_e = tensor.empty() : tensor<2x16x64xf32>
  %dxnm_z = linalg.fill ins(%zero : f32) outs(%dxnm_e : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %dxnm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%dhg_u, %wg_u, %dhu_u, %wu_u : tensor<2x16x128xf32>, tensor<64x128xf32>, tensor<2x16x128xf32>, tensor<64x128xf32>) outs(%dxnm_z : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %acc: f32):
      %m0 = arith.mulf %a0, %a1 : f32
      %m1 = arith.mulf %a2, %a3 : f32
      %m = arith.addf %m0, %m1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %dxnm_s = shard.shard %dxnm to %by_batch : tensor<2x16x64xf32>
  %dxnm_u = shard.shard %dxnm_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %dg2_e = tensor.empty() : tensor<64xf32>
  %dg2_z = linalg.fill ins(%zero : f32) outs(%dg2_e : tensor<64xf32>) -> tensor<64xf32>
  %dg2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%dxnm_u, %xhat2_u : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%dg2_z : tensor<64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64xf32>
  %dg2_s = shard.shard %dg2 to %replicated : tensor<64xf32>
  %dg2_u = shard.shard %dg2_s to %replicated annotate_for_users : tensor<64xf32>
  %dxhat2_e = tensor.empty() : tensor<2x16x64xf32>
  %dxhat2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dxnm_u, %g2_u : tensor<2x16x64xf32>, tensor<64xf32>) outs(%dxhat2_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %dxhat2_s = shard.shard %dxhat2 to %by_batch : tensor<2x16x64xf32>
  %dxhat2_u = shard.shard %dxhat2_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %dot2_e = tensor.empty() : tensor<2x16xf32>
  %dot2_z = linalg.fill ins(%zero : f32) outs(%dot2_e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %dot2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dxhat2_u, %xhat2_u : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%dot2_z : tensor<2x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
  %dx2_e = tensor.empty() : tensor<2x16x64xf32>
  %dx2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%out_u, %rs2, %dxhat2_u, %xhat2_u, %dot2 : tensor<2x16x64xf32>, tensor<2x16xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16xf32>) outs(%dx2_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %acc: f32):
      %n = arith.constant 1.562500e-02 : f32
      %mean = arith.mulf %a4, %n : f32
      %xm = arith.mulf %a3, %mean : f32
      %d = arith.subf %a2, %xm : f32
      %rd = arith.mulf %a1, %d : f32
      %r = arith.addf %a0, %rd : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %dx2_s = shard.shard %dx2 to %by_batch : tensor<2x16x64xf32>
  %dx2_u = shard.shard %dx2_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %dwo_e = tensor.empty() : tensor<4x16x64xf32>
  %dwo_z = linalg.fill ins(%zero : f32) outs(%dwo_e : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %dwo = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ctx_u, %dx2_u : tensor<2x16x4x16xf32>, tensor<2x16x64xf32>) outs(%dwo_z : tensor<4x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<4x16x64xf32>
  %dwo_s = shard.shard %dwo to %by_rows : tensor<4x16x64xf32>
  %dwo_u = shard.shard %dwo_s to %by_rows annotate_for_users : tensor<4x16x64xf32>
  %dctx_e = tensor.empty() : tensor<2x16x4x16xf32>
  %dctx_z = linalg.fill ins(%zero : f32) outs(%dctx_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %dctx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%dx2_u, %wo_u : tensor<2x16x64xf32>, tensor<4x16x64xf32>) outs(%dctx_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %dctx_s = shard.shard %dctx to %by_batch_heads : tensor<2x16x4x16xf32>
  %dctx_u = shard.shard %dctx_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %dprob_e = tensor.empty() : tensor<2x4x16x16xf32>
  %dprob_z = linalg.fill ins(%zero : f32) outs(%dprob_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %dprob = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%dctx_u, %v_u : tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) outs(%dprob_z : tensor<2x4x16x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16x16xf32>
  %dprob_s = shard.shard %dprob to %by_batch_heads_first : tensor<2x4x16x16xf32>
  %dprob_u = shard.shard %dprob_s to %by_batch_heads_first annotate_for_users : tensor<2x4x16x16xf32>
  %dv_e = tensor.empty() : tensor<2x16x4x16xf32>
  %dv_z = linalg.fill ins(%zero : f32) outs(%dv_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %dv = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%prob_u, %dctx_u : tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) outs(%dv_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %dv_s = shard.shard %dv to %by_batch_heads : tensor<2x16x4x16xf32>
  %dv_u = shard.shard %dv_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %row_e = tensor.empty() : tensor<2x4x16xf32>
  %row_z = linalg.fill ins(%zero : f32) outs(%row_e : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%prob_u, %dprob_u : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%row_z : tensor<2x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16xf32>
  %dscore_e = tensor.empty() : tensor<2x4x16x16xf32>
  %dscore = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%prob_u, %dprob_u, %row : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>, tensor<2x4x16xf32>) outs(%dscore_e : tensor<2x4x16x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %acc: f32):
      %scale = arith.constant 2.500000e-01 : f32
      %d = arith.subf %a1, %a2 : f32
      %pd = arith.mulf %a0, %d : f32
      %r = arith.mulf %pd, %scale : f32
      linalg.yield %r : f32
    } -> tensor<2x4x16x16xf32>
  %dscore_s = shard.shard %dscore to %by_batch_heads_first : tensor<2x4x16x16xf32>
  %dscore_u = shard.shard %dscore_s to %by_batch_heads_first annotate_for_users : tensor<2x4x16x16xf32>
  %dq_e = tensor.empty() : tensor<2x16x4x16xf32>
  %dq_z = linalg.fill ins(%zero : f32) outs(%dq_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %dq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%dscore_u, %k_u : tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) outs(%dq_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %dq_s = shard.shard %dq to %by_batch_heads : tensor<2x16x4x16xf32>
  %dq_u = shard.shard %dq_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %dk_e = tensor.empty() : tensor<2x16x4x16xf32>
  %dk_z = linalg.fill ins(%zero : f32) outs(%dk_e : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %dk = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%dscore_u, %q_u : tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) outs(%dk_z : tensor<2x16x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x4x16xf32>
  %dk_s = shard.shard %dk to %by_batch_heads : tensor<2x16x4x16xf32>
  %dk_u = shard.shard %dk_s to %by_batch_heads annotate_for_users : tensor<2x16x4x16xf32>
  %dwq_e = tensor.empty() : tensor<64x4x16xf32>
  %dwq_z = linalg.fill ins(%zero : f32) outs(%dwq_e : tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
  %dwq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%xn1_u, %dq_u : tensor<2x16x64xf32>, tensor<2x16x4x16xf32>) outs(%dwq_z : tensor<64x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x4x16xf32>
  %dwq_s = shard.shard %dwq to %by_columns : tensor<64x4x16xf32>
  %dwq_u = shard.shard %dwq_s to %by_columns annotate_for_users : tensor<64x4x16xf32>
  %dwk_e = tensor.empty() : tensor<64x4x16xf32>
  %dwk_z = linalg.fill ins(%zero : f32) outs(%dwk_e : tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
  %dwk = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%xn1_u, %dk_u : tensor<2x16x64xf32>, tensor<2x16x4x16xf32>) outs(%dwk_z : tensor<64x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x4x16xf32>
  %dwk_s = shard.shard %dwk to %by_columns : tensor<64x4x16xf32>
  %dwk_u = shard.shard %dwk_s to %by_columns annotate_for_users : tensor<64x4x16xf32>
  %dwv_e = tensor.empty() : tensor<64x4x16xf32>
  %dwv_z = linalg.fill ins(%zero : f32) outs(%dwv_e : tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
  %dwv = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%xn1_u, %dv_u : tensor<2x16x64xf32>, tensor<2x16x4x16xf32>) outs(%dwv_z : tensor<64x4x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x4x16xf32>
  %dwv_s = shard.shard %dwv to %by_columns : tensor<64x4x16xf32>
  %dwv_u = shard.shard %dwv_s to %by_columns annotate_for_users : tensor<64x4x16xf32>
  %dxna_e = tensor.empty() : tensor<2x16x64xf32>
  %dxna_z = linalg.fill ins(%zero : f32) outs(%dxna_e : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %dxna = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%dq_u, %wq_u, %dk_u, %wk_u, %dv_u, %wv_u : tensor<2x16x4x16xf32>, tensor<64x4x16xf32>, tensor<2x16x4x16xf32>, tensor<64x4x16xf32>, tensor<2x16x4x16xf32>, tensor<64x4x16xf32>) outs(%dxna_z : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %a5: f32, %acc: f32):
      %m0 = arith.mulf %a0, %a1 : f32
      %m1 = arith.mulf %a2, %a3 : f32
      %m2 = arith.mulf %a4, %a5 : f32
      %s01 = arith.addf %m0, %m1 : f32
      %m = arith.addf %s01, %m2 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %dxna_s = shard.shard %dxna to %by_batch : tensor<2x16x64xf32>
  %dxna_u = shard.shard %dxna_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %dg1_e = tensor.empty() : tensor<64xf32>
  %dg1_z = linalg.fill ins(%zero : f32) outs(%dg1_e : tensor<64xf32>) -> tensor<64xf32>
  %dg1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%dxna_u, %xhat1_u : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%dg1_z : tensor<64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64xf32>
  %dg1_s = shard.shard %dg1 to %replicated : tensor<64xf32>
  %dg1_u = shard.shard %dg1_s to %replicated annotate_for_users : tensor<64xf32>
  %dxhat1_e = tensor.empty() : tensor<2x16x64xf32>
  %dxhat1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dxna_u, %g1_u : tensor<2x16x64xf32>, tensor<64xf32>) outs(%dxhat1_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %dxhat1_s = shard.shard %dxhat1 to %by_batch : tensor<2x16x64xf32>
  %dxhat1_u = shard.shard %dxhat1_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  %dot1_e = tensor.empty() : tensor<2x16xf32>
  %dot1_z = linalg.fill ins(%zero : f32) outs(%dot1_e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %dot1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dxhat1_u, %xhat1_u : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%dot1_z : tensor<2x16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<2x16xf32>
  %dx1_e = tensor.empty() : tensor<2x16x64xf32>
  %dx1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%dx2_u, %rs1, %dxhat1_u, %xhat1_u, %dot1 : tensor<2x16x64xf32>, tensor<2x16xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16xf32>) outs(%dx1_e : tensor<2x16x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %acc: f32):
      %n = arith.constant 1.562500e-02 : f32
      %mean = arith.mulf %a4, %n : f32
      %xm = arith.mulf %a3, %mean : f32
      %d = arith.subf %a2, %xm : f32
      %rd = arith.mulf %a1, %d : f32
      %r = arith.addf %a0, %rd : f32
      linalg.yield %r : f32
    } -> tensor<2x16x64xf32>
  %dx1_s = shard.shard %dx1 to %by_batch : tensor<2x16x64xf32>
  %dx1_u = shard.shard %dx1_s to %by_batch annotate_for_users : tensor<2x16x64xf32>
  return %loss_u, %dx1_u, %dg1_u, %dwq_u, %dwk_u, %dwv_u, %dwo_u, %dg2_u, %dwg_u, %dwu_u, %dwd_u : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>
}
