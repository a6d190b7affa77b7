// A profiler trace as the performance record (docs/analysis.md,
// "Performance records"). On a GPU trace an op takes the time of the
// kernels it launched: the sgemm (250 us, found through the runtime call's
// correlation) is the mm's, which the linear called and which keys the
// linalg.matmul; the relu's kernel (40 us, by External id) times the
// linalg.generic; the fill of the accumulator, which the trace has not,
// takes its roofline time.
// RUN: hyperoffload-opt %s --offload-simulate='perf-record=%S/inputs/trace-gpu.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: remark: simulated @layer on h200-pcie5: makespan 292us, compute 292us
// GPU-NEXT: remark: @layer: performance record: 2 of 3 compute ops (66.7%) timed from it, 2 exactly and 0 by interpolation, 1 by the roofline; 99.3% of compute time from it (99.3% exact, 0.0% interpolated)

// A malformed trace is refused where the record loads, naming the file,
// the event and the field, and what it must be.
// RUN: not hyperoffload-opt %s --offload-simulate='perf-record=%S/inputs/trace-bad-dur.json' 2>&1 | FileCheck %s --check-prefix=DUR
// DUR: perf-record-trace.mlir:[[# @LINE + 12]]:1: error: cannot load performance record: {{.*}}trace-bad-dur.json: malformed at `traceEvents[1].dur`: must be the duration in microseconds, a non-negative number
// RUN: not hyperoffload-opt %s --offload-plan='perf-record=%S/inputs/trace-bad-dims.json' 2>&1 | FileCheck %s --check-prefix=DIMS
// DIMS: perf-record-trace.mlir:[[# @LINE + 10]]:1: error: cannot load performance record: {{.*}}trace-bad-dims.json: malformed at `traceEvents[0].args["Input Dims"][1]`: must be the input's sizes, a list of integers (for a TensorList, a list of such lists), got "32x16"
// RUN: not hyperoffload-opt %s --offload-simulate='perf-record=%S/inputs/trace-no-shapes.json' 2>&1 | FileCheck %s --check-prefix=SHAPES
// SHAPES: error: cannot load performance record: {{.*}}trace-no-shapes.json: malformed at `traceEvents[..].args["Input Dims"]`: no op has input shapes; profile with torch.profiler.profile(record_shapes=True)
// A list of files fails at the first file that does, and a JSON object
// that is no trace is no record.
// RUN: not hyperoffload-opt %s --offload-simulate='perf-record=%S/inputs/trace-gpu.json,%S/inputs/unit-profile.json' 2>&1 | FileCheck %s --check-prefix=OBJECT
// OBJECT: error: cannot load performance record: {{.*}}unit-profile.json: malformed at ``: a performance record is a list of {"signature", "seconds"} or a profiler trace (an object with "traceEvents"); this object has neither
// RUN: not hyperoffload-opt %s --offload-simulate='perf-record=%S/inputs/trace-gpu.json,' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: pass 'offload-simulate': option 'perf-record' expects file paths, comma-separated, got '{{.*}}trace-gpu.json,'

func.func @layer(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<64x16xf32>) outs(%e : tensor<64x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}
