// REQUIRES: driver
// Bad input to the driver: a diagnostic with file:line:col, exit code 1, no
// output file written.
// RUN: not hyperoffload-opt %S/inputs/malformed.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not test -e %t.out
// PARSE: malformed.mlir:3:3: error: expected ':'
// RUN: not hyperoffload-opt %S/inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
// RUN: not hyperoffload-opt %s --offload-nope 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: Unknown command line argument '--offload-nope'
// RUN: not hyperoffload-opt %s --pass-pipeline='builtin.module(offload-nope)' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: 'offload-nope' does not refer to a registered pass or pass pipeline
// A pass that fails leaves no output file either.
// RUN: not hyperoffload-opt %S/inputs/escaping-remote.mlir --offload-strip -o %t.strip 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not test -e %t.strip
// FAIL: escaping-remote.mlir:4:3: error: cannot strip the remote copy made by 'offload.store'

// The offload dialect is built in; a user's --irdl-file still loads, also
// our own file (the built-in copy then stays unused).
// RUN: hyperoffload-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects: {{.*}}offload
// RUN: hyperoffload-opt --irdl-file=%offload_irdl %S/inputs/escaping-remote.mlir | FileCheck %s --check-prefix=IRDL
// IRDL: "offload.store"
// RUN: hyperoffload-opt --help | FileCheck %s --check-prefix=HELP
// HELP-DAG: --offload-lifetimes
// HELP-DAG: --offload-per-device
// HELP-DAG: --offload-simulate
// HELP-DAG: --offload-strip
// HELP-DAG: --tiers=<string>
func.func @f() {
  return
}
