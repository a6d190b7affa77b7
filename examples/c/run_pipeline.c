/* Runs a hyperoffload pass pipeline on an MLIR file through the C API.
 *
 *   cc run_pipeline.c -I include -L target/release -lhyperoffload \
 *      -Wl,-rpath,target/release -o run_pipeline
 *   ./run_pipeline model.mlir 'builtin.module(func.func(offload-strip))'
 *
 * Prints the transformed module on stdout and the diagnostics on stderr;
 * exits 1 when parsing or a pass failed. */
#include "hyperoffload-c/Hyperoffload.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc(size > 0 ? (size_t)size : 1);
  *length = text ? fread(text, 1, (size_t)size, file) : 0;
  fclose(file);
  return text;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s FILE PIPELINE [--allow-unregistered-dialect]\n", argv[0]);
    return 2;
  }
  size_t length = 0;
  char *source = read_file(argv[1], &length);
  if (!source) {
    fprintf(stderr, "%s: cannot read %s\n", argv[0], argv[1]);
    return 1;
  }
  HyperoffloadOptions options = {0};
  options.allowUnregisteredDialects =
      argc > 3 && strcmp(argv[3], "--allow-unregistered-dialect") == 0;

  HyperoffloadResult result =
      hyperoffloadRunPipeline(source, length, argv[1], argv[2], options);
  fputs(result.ir, stdout);
  fputs(result.diagnostics, stderr);
  int status = result.success ? 0 : 1;
  hyperoffloadResultDestroy(&result);
  free(source);
  return status;
}
