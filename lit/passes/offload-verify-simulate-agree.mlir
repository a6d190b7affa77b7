// RUN: hyperoffload-opt %S/inputs/call_two_stores.mlir --allow-unregistered-dialect --offload-verify --offload-simulate -o /dev/null 2>&1 | FileCheck %s

// Checks that the simulator states the peak the checker verifies, where a
// detach's release (its store completing) meets allocations at one instant:
// at that instant, allocations count before such a release, in both
// (docs/semantics.md, "When bytes are on the device"). The simulator used to
// free first and state a peak 2 MiB below the verified one.

// CHECK: remark: verified @main: {{.*}}, peak {{.*}} ([[PEAK:[0-9]+]] bytes)
// CHECK: remark: simulated @main on h200-pcie5: {{.*}}, peak {{.*}} ([[PEAK]] bytes)
