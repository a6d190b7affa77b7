// An argument declared in a tier other than the planner's is read from
// the tier it lives in: its resident copy names that tier, and its
// transfers are costed on that tier's link. A profile without the tier is
// an error, not a plan that reads it from host.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/two-tier-profile.json min-bytes=1KiB' --offload-verify='hw=%S/inputs/two-tier-profile.json' 2>/dev/null | FileCheck %s
// RUN: not hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=1KiB' -o %t.out 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not test -e %t.out
// CHECK-LABEL: func.func @weights_on_nvme
// CHECK: "offload.resident"(%arg1) {tier = "nvme"}
// CHECK: "offload.prefetch"
// MISSING: error: cannot plan @weights_on_nvme: the plan does not simulate: hardware profile `unit-fast-link` has no `nvme` tier
func.func @weights_on_nvme(%x: tensor<256xf32>, %w: tensor<256xf32> {offload.tier = "nvme"}) -> tensor<256xf32> {
  %y = arith.mulf %x, %w : tensor<256xf32>
  return %y : tensor<256xf32>
}
