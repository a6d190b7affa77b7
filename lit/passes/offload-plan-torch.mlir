// RUN: hyperoffload-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --offload-plan='min-bytes=0'

// Checks that torch-typed values are left alone (the offload ops carry
// builtin tensors) while the function is still planned.
// expected-remark @+1 {{planned @torch_values}}
func.func @torch_values(%a: !torch.vtensor<[1024],f32>) -> !torch.vtensor<[1024],f32> {
  %b = "torch.aten.mul.Tensor"(%a, %a) : (!torch.vtensor<[1024],f32>, !torch.vtensor<[1024],f32>) -> !torch.vtensor<[1024],f32>
  %c = "torch.aten.add.Tensor"(%b, %a) : (!torch.vtensor<[1024],f32>, !torch.vtensor<[1024],f32>) -> !torch.vtensor<[1024],f32>
  %d = "torch.aten.mul.Tensor"(%c, %b) : (!torch.vtensor<[1024],f32>, !torch.vtensor<[1024],f32>) -> !torch.vtensor<[1024],f32>
  return %d : !torch.vtensor<[1024],f32>
}

// -----

// Checks that a torch-typed argument declared in a tier is refused clearly.
// expected-error @+1 {{cannot plan @torch_weight: %arg0 is declared in a tier but has type !torch.vtensor<[1024],f32>; the offload ops carry builtin tensors}}
func.func @torch_weight(%w: !torch.vtensor<[1024],f32> {offload.tier = "host"}) -> !torch.vtensor<[1024],f32> {
  %b = "torch.aten.mul.Tensor"(%w, %w) : (!torch.vtensor<[1024],f32>, !torch.vtensor<[1024],f32>) -> !torch.vtensor<[1024],f32>
  return %b : !torch.vtensor<[1024],f32>
}
