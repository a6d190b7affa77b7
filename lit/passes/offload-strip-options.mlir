// Options are checked before anything runs: unknown keys and bad values name
// the pass, the option and what is accepted; nothing is written to -o.
// RUN: not hyperoffload-opt %s --offload-strip='tier=host' -o %t.unknown 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not test -e %t.unknown
// RUN: not hyperoffload-opt %s --pass-pipeline='builtin.module(func.func(offload-strip{tiers=disk}))' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not hyperoffload-opt %s --offload-strip='tiers=hbm' 2>&1 | FileCheck %s --check-prefix=HBM
// RUN: not hyperoffload-opt %s --offload-strip='tiers="host' 2>&1 | FileCheck %s --check-prefix=QUOTE
// RUN: hyperoffload-opt %s --offload-strip='tiers=host,nvme' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=PRINT

// UNKNOWN: error: pass 'offload-strip' has no option 'tier'; accepted: tiers
// VALUE: error: pass 'offload-strip': option 'tiers' expects a comma-separated list of tiers from host, cxl, nvme, pool, got 'disk'
// HBM: option 'tiers' expects a comma-separated list of tiers {{.*}}, got 'hbm'
// QUOTE: error: pass 'offload-strip': malformed option string 'tiers="host': unterminated quote
// PRINT: offload-strip{tiers=host,nvme}

func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
