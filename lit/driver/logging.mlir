// REQUIRES: driver
// HYPEROFFLOAD_LOG=info says what each pass did and how long it took, and
// writes no colour codes into a file or pipe.
// RUN: env HYPEROFFLOAD_LOG=info hyperoffload-opt %s --offload-simulate='hw=gh200-c2c' --offload-plan='hw=gh200-c2c min-bytes=1KiB' -o /dev/null 2>%t.log
// RUN: FileCheck %s --input-file=%t.log
// RUN: od -An -c %t.log | FileCheck %s --check-prefix=PLAIN --implicit-check-not=033
// CHECK: INFO pass{flag="offload-simulate"}: {{.*}} simulated @f on gh200-c2c
// CHECK: INFO pass{flag="offload-simulate"}: {{.*}} pass finished seconds={{[0-9.e-]+}} ok=true
// CHECK: INFO pass{flag="offload-plan"}: {{.*}} planned @f with
// CHECK: INFO pass{flag="offload-plan"}: {{.*}} pass finished seconds={{[0-9.e-]+}} ok=true
// PLAIN: {{I +N +F +O}}
func.func @f(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  return %x : tensor<4096xf32>
}
