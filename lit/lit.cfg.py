# lit configuration for hyperoffload.
#
# Parameters (lit --param NAME=VALUE):
#   profile=debug|release  which cargo build to test (default: debug)
#   tool=driver|plugin     what `hyperoffload-opt` in RUN lines is: our driver,
#                          or the stock mlir-opt with our pass plugin loaded
#                          (default: driver)
import os
import shutil

import lit.formats

config.name = "hyperoffload"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["lit.cfg.py", "tools", "inputs"]

lit_dir = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(lit_dir)
llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")
profile = lit_config.params.get("profile", "debug")
tool = lit_config.params.get("tool", "driver")
target_dir = os.environ.get("CARGO_TARGET_DIR", os.path.join(repo, "target"))
build_dir = os.path.join(target_dir, profile)

config.test_source_root = lit_dir
config.test_exec_root = os.path.join(target_dir, "lit", profile, tool)

if tool == "driver":
    tool_dir = build_dir
    if not os.path.exists(os.path.join(tool_dir, "hyperoffload-opt")):
        lit_config.fatal(f"no hyperoffload-opt in {tool_dir}; run `cargo build` first")
elif tool == "plugin":
    tool_dir = os.path.join(lit_dir, "tools", "plugin")
    plugin = os.path.join(build_dir, "libhyperoffload.so")
    if not os.path.exists(plugin):
        lit_config.fatal(f"no {plugin}; run `cargo build -p hyperoffload-plugin` first")
    config.environment["HYPEROFFLOAD_PLUGIN"] = plugin
    config.environment["HYPEROFFLOAD_MLIR_OPT"] = os.path.join(llvm_bin, "mlir-opt")
    config.available_features.add("plugin")
else:
    lit_config.fatal(f"unknown tool '{tool}': expected driver or plugin")
config.available_features.add(tool)
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
# A sharded program's ranks run as an MPI job (scripts/e2e.sh) under MPICH
# or Open MPI (whose ABI `offload-openmpi-abi` corrects; docs/lowering.md).
if shutil.which("mpiexec.mpich") and os.path.exists("/usr/lib/x86_64-linux-gnu/libmpich.so.12"):
    config.available_features.add("mpich")
if shutil.which("mpiexec.openmpi") and os.path.exists("/usr/lib/x86_64-linux-gnu/libmpi.so.40"):
    config.available_features.add("openmpi")

config.environment["PATH"] = os.pathsep.join(
    [tool_dir, llvm_bin, config.environment.get("PATH", "/usr/bin:/bin")]
)
# Diagnostics and crash output must not depend on the user's terminal.
config.environment["LLVM_DISABLE_SYMBOLIZATION"] = "1"

config.substitutions.append(("%offload_irdl", os.path.join(repo, "dialect", "offload.irdl.mlir")))
config.substitutions.append(("%cann_irdl", os.path.join(repo, "dialect", "cann.irdl.mlir")))
config.substitutions.append(("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")))
config.substitutions.append(("%mlir_translate", os.path.join(llvm_bin, "mlir-translate")))
config.substitutions.append(("%models", os.path.join(repo, "models")))
config.substitutions.append(("%build", build_dir))
config.substitutions.append(("%scripts", os.path.join(repo, "scripts")))
# The emulated device (runtime/) and what mlir-runner needs beside it.
config.substitutions.append(("%mlir_runner", os.path.join(llvm_bin, "mlir-runner")))
config.substitutions.append(("%runtime_lib", os.path.join(build_dir, "libhyperoffload_runtime.so")))
config.substitutions.append(
    ("%c_runner_utils", os.path.join(os.path.dirname(llvm_bin), "lib", "libmlir_c_runner_utils.so"))
)
