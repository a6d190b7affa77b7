# hyperoffload: the two commands (`make demo`, `make test`) and their parts.
# Each target installs what is missing first (scripts/setup.sh).

CARGO ?= cargo
MODEL ?= models/torch-mlir/llama_llama32_1b_prefill_seq2048_linalg.mlir
DEMO_DIR ?= target/demo
FUZZ_CASES ?= 5000
FUZZ_SEED ?= 1

.PHONY: all setup build release demo test fuzz docs clean

all: build

setup:
	@scripts/setup.sh

build: setup
	$(CARGO) build --workspace

release: setup
	$(CARGO) build --release --workspace

# The main job on a bundled real model.
demo: release
	@scripts/demo.sh $(MODEL) $(DEMO_DIR)

# Every test: cargo tests, then the lit suite through hyperoffload-opt and
# through the stock mlir-opt with the pass plugin.
test: build
	@scripts/test.sh

# A longer run of the mutation fuzzer than the one in the lit suite
# (docs/testing.md): FUZZ_CASES mutants, FUZZ_SEED picks them.
fuzz: build
	target/debug/hyperoffload-fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED)

# Regenerates docs/passes.md from the pass table.
docs: build
	HYPEROFFLOAD_UPDATE_DOCS=1 $(CARGO) test -p hyperoffload-tests --test integration pass_reference
	@echo "docs/passes.md regenerated"

clean:
	$(CARGO) clean
