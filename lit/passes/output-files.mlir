// report= and svg= replace a regular file atomically, but write through
// anything else: a device or a link to one stays what it is (renaming a
// temporary file over /dev/null as root would replace the machine's
// /dev/null). A write that fails is an error, not a lost file.
//
// RUN: rm -rf %t && mkdir -p %t && ln -s /dev/null %t/null.json && ln -s /dev/null %t/null.svg
// RUN: hyperoffload-opt %s --offload-lifetimes='report=%t/null.json' --offload-simulate='hw=gh200-c2c report=%t/null.json svg=%t/null.svg' -o /dev/null 2>/dev/null
// RUN: hyperoffload-opt %s --offload-plan='hw=gh200-c2c min-bytes=1KiB report=%t/null.json svg=%t/null.svg' -o /dev/null 2>/dev/null
// RUN: test -L %t/null.json && test -L %t/null.svg && test -c /dev/null
// RUN: ls -A %t | FileCheck %s --check-prefix=NO-TEMPORARY
// NO-TEMPORARY-NOT: tmp
//
// A regular file is replaced, and a link to one keeps pointing at it.
// RUN: echo old > %t/report.json && ln -s report.json %t/link.json
// RUN: hyperoffload-opt %s --offload-lifetimes='report=%t/link.json' -o /dev/null 2>/dev/null
// RUN: test -L %t/link.json && FileCheck %s --input-file=%t/report.json --check-prefix=REPORT
// REPORT: "name": "f"
//
// `-` is standard output, as for `-o -`; no file named `-` is made.
// RUN: cd %t && hyperoffload-opt %s --offload-lifetimes='report=-' -o /dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: not test -e %t/-
// STDOUT: "tool": "hyperoffload"
// STDOUT: "name": "f"
//
// RUN: not hyperoffload-opt %s --offload-lifetimes='report=/dev/full' -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not hyperoffload-opt %s --offload-simulate='svg=/dev/full' -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=FULL-SVG
// RUN: not hyperoffload-opt %s --offload-plan='min-bytes=1KiB report=/dev/full' -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not hyperoffload-opt %s --offload-plan='min-bytes=1KiB svg=%t' -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not test -e %t/out.mlir
// FULL: error: cannot write the report to '/dev/full': No space left on device
// FULL-SVG: error: cannot write the picture to '/dev/full': No space left on device
// DIR: error: cannot write the picture to '{{.*}}': it is a directory
func.func @f(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %y = arith.mulf %x, %x : tensor<4096xf32>
  return %y : tensor<4096xf32>
}
