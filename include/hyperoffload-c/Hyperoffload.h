/*===- hyperoffload-c/Hyperoffload.h - hyperoffload's C API ---------------===*\
|*                                                                            *|
|* The C API of libhyperoffload.so, for frameworks that embed MLIR 22:       *|
|* register hyperoffload's passes and the `offload` dialect in your own MLIR  *|
|* objects, or hand over MLIR text and a pass pipeline and get text back.     *|
|*                                                                            *|
|* The same library is a pass and dialect plugin for mlir-opt                 *|
|* (--load-pass-plugin / --load-dialect-plugin). Reference:                   *|
|* docs/integration.md.                                                       *|
\*===----------------------------------------------------------------------===*/

#ifndef HYPEROFFLOAD_C_HYPEROFFLOAD_H
#define HYPEROFFLOAD_C_HYPEROFFLOAD_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The MLIR major version the library is built against. */
#define HYPEROFFLOAD_MLIR_MAJOR 22

/** Returns the library's version ("0.1.0"); a static string. */
const char *hyperoffloadVersion(void);

/** Registers every hyperoffload pass in MLIR's global pass registry (so that
 *  textual pipelines find `offload-*` passes). Idempotent, thread-safe. */
void hyperoffloadRegisterPasses(void);

/** Adds the `offload` and `cann` dialects, and the subset of Shardy's `sdy`
 *  dialect that reads JAX's sharded exports, to an MLIR dialect registry:
 *  contexts made from it, or that it is appended to, load each dialect when
 *  they first meet one of its ops or types. `registry` is an `MlirDialectRegistry` (from
 *  mlir-c/IR.h) passed as its pointer field (`registry.ptr`). */
void hyperoffloadRegisterDialects(void *registry);

/** Options of hyperoffloadRunPipeline. */
typedef struct HyperoffloadOptions {
  /** Accept ops of dialects that are not registered (stablehlo, torch in
   *  generic form), like mlir-opt --allow-unregistered-dialect. */
  bool allowUnregisteredDialects;
  /** Print the output in MLIR's generic form. */
  bool printGenericForm;
} HyperoffloadOptions;

/** What hyperoffloadRunPipeline returns. Every string is owned by the result
 *  and freed by hyperoffloadResultDestroy; none is NULL. */
typedef struct HyperoffloadResult {
  /** True when the input parsed, verified, and every pass succeeded. */
  bool success;
  /** The transformed module as MLIR text ("" on failure). */
  char *ir;
  /** Every diagnostic emitted, one per line, as
   *  "<file>:<line>:<col>: error|warning|remark|note: <message>". */
  char *diagnostics;
} HyperoffloadResult;

/** Parses `source` (MLIR text of `sourceLength` bytes; `bufferName` names it
 *  in diagnostics), runs the textual pass pipeline `pipeline` (e.g.
 *  "builtin.module(func.func(offload-strip))") in a fresh context with every
 *  upstream dialect and pass plus hyperoffload's, and prints the result.
 *  Never aborts on bad input: errors come back in `diagnostics`. */
HyperoffloadResult hyperoffloadRunPipeline(const char *source,
                                           size_t sourceLength,
                                           const char *bufferName,
                                           const char *pipeline,
                                           HyperoffloadOptions options);

/** Frees the strings of a result (safe on a zeroed result). */
void hyperoffloadResultDestroy(HyperoffloadResult *result);

#ifdef __cplusplus
}
#endif

#endif /* HYPEROFFLOAD_C_HYPEROFFLOAD_H */
