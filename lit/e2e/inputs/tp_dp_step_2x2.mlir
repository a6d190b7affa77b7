// Made by models/gen/gen_shard_tp_dp.py (python3 models/gen/gen_shard_tp_dp.py > THIS); do not edit.
// A tiny LLaMA-shaped training step (32 tokens, model 64, FFN 128, f32): RMSNorm, a SwiGLU
// MLP with its residual, the loss 0.5 * sum(out^2), a hand-written backward; it returns the
// loss, the input's gradient and the gradients of the gain, gate, up and down weights.
// Grid axis 0 is data parallel (the tokens are split over it), axis 1 tensor parallel
// (gate and up split by columns, down by rows), so `shard-partition` makes every
// collective an all-reduce.
shard.grid @grid(shape = 2x2)
func.func @step(%x: tensor<32x64xf32>, %gn: tensor<64xf32>, %wg: tensor<64x128xf32>, %wu: tensor<64x128xf32>, %wd: tensor<128x64xf32>)
    -> (tensor<f32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>) {
  %replicated = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %by_tokens = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %by_columns = shard.sharding @grid split_axes = [[], [1]] : !shard.sharding
  %by_rows = shard.sharding @grid split_axes = [[1]] : !shard.sharding
  %by_tokens_columns = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %x_s = shard.shard %x to %by_tokens : tensor<32x64xf32>
  %x_u = shard.shard %x_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %gn_s = shard.shard %gn to %replicated : tensor<64xf32>
  %gn_u = shard.shard %gn_s to %replicated annotate_for_users : tensor<64xf32>
  %wg_s = shard.shard %wg to %by_columns : tensor<64x128xf32>
  %wg_u = shard.shard %wg_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %wu_s = shard.shard %wu to %by_columns : tensor<64x128xf32>
  %wu_u = shard.shard %wu_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %wd_s = shard.shard %wd to %by_rows : tensor<128x64xf32>
  %wd_u = shard.shard %wd_s to %by_rows annotate_for_users : tensor<128x64xf32>
  %zero = arith.constant 0.0 : f32
  %ss_e = tensor.empty() : tensor<32xf32>
  %ss_z = linalg.fill ins(%zero : f32) outs(%ss_e : tensor<32xf32>) -> tensor<32xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x_u : tensor<32x64xf32>) outs(%ss_z : tensor<32xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %sq = arith.mulf %a0, %a0 : f32
      %r = arith.addf %acc, %sq : f32
      linalg.yield %r : f32
    } -> tensor<32xf32>
  %rs_e = tensor.empty() : tensor<32xf32>
  %rs = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%ss : tensor<32xf32>) outs(%rs_e : tensor<32xf32>) {
    ^bb0(%a0: f32, %acc: f32):
      %n = arith.constant 1.562500e-02 : f32
      %eps = arith.constant 1.000000e-05 : f32
      %m = arith.mulf %a0, %n : f32
      %me = arith.addf %m, %eps : f32
      %r = math.rsqrt %me : f32
      linalg.yield %r : f32
    } -> tensor<32xf32>
  %xhat_e = tensor.empty() : tensor<32x64xf32>
  %xhat = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x_u, %rs : tensor<32x64xf32>, tensor<32xf32>) outs(%xhat_e : tensor<32x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<32x64xf32>
  %xhat_s = shard.shard %xhat to %by_tokens : tensor<32x64xf32>
  %xhat_u = shard.shard %xhat_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %xn_e = tensor.empty() : tensor<32x64xf32>
  %xn = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%xhat_u, %gn_u : tensor<32x64xf32>, tensor<64xf32>) outs(%xn_e : tensor<32x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<32x64xf32>
  %xn_s = shard.shard %xn to %by_tokens : tensor<32x64xf32>
  %xn_u = shard.shard %xn_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %hg_e = tensor.empty() : tensor<32x128xf32>
  %hg_z = linalg.fill ins(%zero : f32) outs(%hg_e : tensor<32x128xf32>) -> tensor<32x128xf32>
  %hg = linalg.matmul ins(%xn_u, %wg_u : tensor<32x64xf32>, tensor<64x128xf32>) outs(%hg_z : tensor<32x128xf32>) -> tensor<32x128xf32>
  %hg_s = shard.shard %hg to %by_tokens_columns : tensor<32x128xf32>
  %hg_u = shard.shard %hg_s to %by_tokens_columns annotate_for_users : tensor<32x128xf32>
  %hu_e = tensor.empty() : tensor<32x128xf32>
  %hu_z = linalg.fill ins(%zero : f32) outs(%hu_e : tensor<32x128xf32>) -> tensor<32x128xf32>
  %hu = linalg.matmul ins(%xn_u, %wu_u : tensor<32x64xf32>, tensor<64x128xf32>) outs(%hu_z : tensor<32x128xf32>) -> tensor<32x128xf32>
  %hu_s = shard.shard %hu to %by_tokens_columns : tensor<32x128xf32>
  %hu_u = shard.shard %hu_s to %by_tokens_columns annotate_for_users : tensor<32x128xf32>
  %act_e = tensor.empty() : tensor<32x128xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%hg_u, %hu_u : tensor<32x128xf32>, tensor<32x128xf32>) outs(%act_e : tensor<32x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %one = arith.constant 1.0 : f32
      %nz = arith.negf %a0 : f32
      %ex = math.exp %nz : f32
      %den = arith.addf %one, %ex : f32
      %sg = arith.divf %one, %den : f32
      %sl = arith.mulf %a0, %sg : f32
      %r = arith.mulf %sl, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<32x128xf32>
  %act_s = shard.shard %act to %by_tokens_columns : tensor<32x128xf32>
  %act_u = shard.shard %act_s to %by_tokens_columns annotate_for_users : tensor<32x128xf32>
  %y_e = tensor.empty() : tensor<32x64xf32>
  %y_z = linalg.fill ins(%zero : f32) outs(%y_e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %y = linalg.matmul ins(%act_u, %wd_u : tensor<32x128xf32>, tensor<128x64xf32>) outs(%y_z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %y_s = shard.shard %y to %by_tokens : tensor<32x64xf32>
  %y_u = shard.shard %y_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %out_e = tensor.empty() : tensor<32x64xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x_u, %y_u : tensor<32x64xf32>, tensor<32x64xf32>) outs(%out_e : tensor<32x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.addf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<32x64xf32>
  %out_s = shard.shard %out to %by_tokens : tensor<32x64xf32>
  %out_u = shard.shard %out_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %loss_e = tensor.empty() : tensor<f32>
  %loss_z = linalg.fill ins(%zero : f32) outs(%loss_e : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%out_u : tensor<32x64xf32>) outs(%loss_z : tensor<f32>) {
    ^bb0(%a0: f32, %acc: f32):
      %h = arith.constant 0.5 : f32
      %sq = arith.mulf %a0, %a0 : f32
      %hs = arith.mulf %h, %sq : f32
      %r = arith.addf %acc, %hs : f32
      linalg.yield %r : f32
    } -> tensor<f32>
  %loss_s = shard.shard %loss to %replicated : tensor<f32>
  %loss_u = shard.shard %loss_s to %replicated annotate_for_users : tensor<f32>
  %dwd_e = tensor.empty() : tensor<128x64xf32>
  %dwd_z = linalg.fill ins(%zero : f32) outs(%dwd_e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %dwd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%act_u, %out_u : tensor<32x128xf32>, tensor<32x64xf32>) outs(%dwd_z : tensor<128x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<128x64xf32>
  %dwd_s = shard.shard %dwd to %by_rows : tensor<128x64xf32>
  %dwd_u = shard.shard %dwd_s to %by_rows annotate_for_users : tensor<128x64xf32>
  %dact_e = tensor.empty() : tensor<32x128xf32>
  %dact_z = linalg.fill ins(%zero : f32) outs(%dact_e : tensor<32x128xf32>) -> tensor<32x128xf32>
  %dact = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%out_u, %wd_u : tensor<32x64xf32>, tensor<128x64xf32>) outs(%dact_z : tensor<32x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<32x128xf32>
  %dact_s = shard.shard %dact to %by_tokens_columns : tensor<32x128xf32>
  %dact_u = shard.shard %dact_s to %by_tokens_columns annotate_for_users : tensor<32x128xf32>
  %dhu_e = tensor.empty() : tensor<32x128xf32>
  %dhu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%dact_u, %hg_u : tensor<32x128xf32>, tensor<32x128xf32>) outs(%dhu_e : tensor<32x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %one = arith.constant 1.0 : f32
      %nz = arith.negf %a1 : f32
      %ex = math.exp %nz : f32
      %den = arith.addf %one, %ex : f32
      %sg = arith.divf %one, %den : f32
      %sl = arith.mulf %a1, %sg : f32
      %r = arith.mulf %a0, %sl : f32
      linalg.yield %r : f32
    } -> tensor<32x128xf32>
  %dhu_s = shard.shard %dhu to %by_tokens_columns : tensor<32x128xf32>
  %dhu_u = shard.shard %dhu_s to %by_tokens_columns annotate_for_users : tensor<32x128xf32>
  %dhg_e = tensor.empty() : tensor<32x128xf32>
  %dhg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%dact_u, %hu_u, %hg_u : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>) outs(%dhg_e : tensor<32x128xf32>) {
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
    } -> tensor<32x128xf32>
  %dhg_s = shard.shard %dhg to %by_tokens_columns : tensor<32x128xf32>
  %dhg_u = shard.shard %dhg_s to %by_tokens_columns annotate_for_users : tensor<32x128xf32>
  %dwg_e = tensor.empty() : tensor<64x128xf32>
  %dwg_z = linalg.fill ins(%zero : f32) outs(%dwg_e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %dwg = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xn_u, %dhg_u : tensor<32x64xf32>, tensor<32x128xf32>) outs(%dwg_z : tensor<64x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
  %dwg_s = shard.shard %dwg to %by_columns : tensor<64x128xf32>
  %dwg_u = shard.shard %dwg_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %dwu_e = tensor.empty() : tensor<64x128xf32>
  %dwu_z = linalg.fill ins(%zero : f32) outs(%dwu_e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %dwu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xn_u, %dhu_u : tensor<32x64xf32>, tensor<32x128xf32>) outs(%dwu_z : tensor<64x128xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
  %dwu_s = shard.shard %dwu to %by_columns : tensor<64x128xf32>
  %dwu_u = shard.shard %dwu_s to %by_columns annotate_for_users : tensor<64x128xf32>
  %dxn_e = tensor.empty() : tensor<32x64xf32>
  %dxn_z = linalg.fill ins(%zero : f32) outs(%dxn_e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %dxn = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dhg_u, %wg_u, %dhu_u, %wu_u : tensor<32x128xf32>, tensor<64x128xf32>, tensor<32x128xf32>, tensor<64x128xf32>) outs(%dxn_z : tensor<32x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %acc: f32):
      %m0 = arith.mulf %a0, %a1 : f32
      %m1 = arith.mulf %a2, %a3 : f32
      %m = arith.addf %m0, %m1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<32x64xf32>
  %dxn_s = shard.shard %dxn to %by_tokens : tensor<32x64xf32>
  %dxn_u = shard.shard %dxn_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %dgn_e = tensor.empty() : tensor<64xf32>
  %dgn_z = linalg.fill ins(%zero : f32) outs(%dgn_e : tensor<64xf32>) -> tensor<64xf32>
  %dgn = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%dxn_u, %xhat_u : tensor<32x64xf32>, tensor<32x64xf32>) outs(%dgn_z : tensor<64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<64xf32>
  %dgn_s = shard.shard %dgn to %replicated : tensor<64xf32>
  %dgn_u = shard.shard %dgn_s to %replicated annotate_for_users : tensor<64xf32>
  %dxhat_e = tensor.empty() : tensor<32x64xf32>
  %dxhat = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%dxn_u, %gn_u : tensor<32x64xf32>, tensor<64xf32>) outs(%dxhat_e : tensor<32x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %r = arith.mulf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<32x64xf32>
  %dxhat_s = shard.shard %dxhat to %by_tokens : tensor<32x64xf32>
  %dxhat_u = shard.shard %dxhat_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  %dot_e = tensor.empty() : tensor<32xf32>
  %dot_z = linalg.fill ins(%zero : f32) outs(%dot_e : tensor<32xf32>) -> tensor<32xf32>
  %dot = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%dxhat_u, %xhat_u : tensor<32x64xf32>, tensor<32x64xf32>) outs(%dot_z : tensor<32xf32>) {
    ^bb0(%a0: f32, %a1: f32, %acc: f32):
      %m = arith.mulf %a0, %a1 : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
    } -> tensor<32xf32>
  %dx_e = tensor.empty() : tensor<32x64xf32>
  %dx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%out_u, %rs, %dxhat_u, %xhat_u, %dot : tensor<32x64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>) outs(%dx_e : tensor<32x64xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %acc: f32):
      %n = arith.constant 1.562500e-02 : f32
      %mean = arith.mulf %a4, %n : f32
      %xm = arith.mulf %a3, %mean : f32
      %d = arith.subf %a2, %xm : f32
      %rd = arith.mulf %a1, %d : f32
      %r = arith.addf %a0, %rd : f32
      linalg.yield %r : f32
    } -> tensor<32x64xf32>
  %dx_s = shard.shard %dx to %by_tokens : tensor<32x64xf32>
  %dx_u = shard.shard %dx_s to %by_tokens annotate_for_users : tensor<32x64xf32>
  return %loss_u, %dx_u, %dgn_u, %dwg_u, %dwu_u, %dwd_u : tensor<f32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>
}
