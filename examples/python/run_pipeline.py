"""Runs a hyperoffload pass pipeline on an MLIR file through the C API, from
Python with ctypes only (no package to install).

    python3 run_pipeline.py --lib target/release/libhyperoffload.so \
        model.mlir 'builtin.module(func.func(offload-strip))'

Prints the transformed module on stdout and the diagnostics on stderr;
exits 1 when parsing or a pass failed.
"""
import argparse
import ctypes
import sys


class Options(ctypes.Structure):
    _fields_ = [("allow_unregistered_dialects", ctypes.c_bool), ("print_generic_form", ctypes.c_bool)]


class Result(ctypes.Structure):
    _fields_ = [("success", ctypes.c_bool), ("ir", ctypes.c_void_p), ("diagnostics", ctypes.c_void_p)]


def load(path):
    lib = ctypes.CDLL(path)
    lib.hyperoffloadVersion.restype = ctypes.c_char_p
    lib.hyperoffloadRunPipeline.argtypes = [
        ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_char_p, Options,
    ]
    lib.hyperoffloadRunPipeline.restype = Result
    lib.hyperoffloadResultDestroy.argtypes = [ctypes.POINTER(Result)]
    return lib


def run_pipeline(lib, source: bytes, name: str, pipeline: str, allow_unregistered=False):
    """Returns (success, ir, diagnostics); the C strings are copied and freed."""
    result = lib.hyperoffloadRunPipeline(
        source, len(source), name.encode(), pipeline.encode(), Options(allow_unregistered, False)
    )
    try:
        ir = ctypes.string_at(result.ir).decode()
        diagnostics = ctypes.string_at(result.diagnostics).decode()
        return result.success, ir, diagnostics
    finally:
        lib.hyperoffloadResultDestroy(ctypes.byref(result))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", required=True, help="path to libhyperoffload.so")
    parser.add_argument("--allow-unregistered-dialect", action="store_true")
    parser.add_argument("file")
    parser.add_argument("pipeline")
    args = parser.parse_args()
    lib = load(args.lib)
    with open(args.file, "rb") as f:
        source = f.read()
    ok, ir, diagnostics = run_pipeline(lib, source, args.file, args.pipeline, args.allow_unregistered_dialect)
    sys.stdout.write(ir)
    sys.stderr.write(diagnostics)
    print(f"hyperoffload {lib.hyperoffloadVersion().decode()}: {'ok' if ok else 'failed'}", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
