# One-command set-up: `make demo` runs the main job, `make test` runs the tests.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test lint install warm clang flang browser bench clean validate-gpu

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) warm

# Compile the analyses' numba kernels into their on-disk cache now, so that the first
# `automatch analyze` only loads them (automatch/exec/aot/warm.py; needs clang).
warm: $(STAMP) clang
	$(VENV)/bin/automatch warm -q

# The LLVM 19 tools: clang-19 (C/C++ front end), llvm-19 (opt-19, llc-19, llvm-mca-19 for
# the in-core term of the compiled loops) and libomp-19-dev (the OpenMP runtime of the
# validation references built by clang), from Debian when any is missing.
LLVM_PKGS = clang-19 llvm-19 libomp-19-dev
clang:
	@{ command -v clang-19 >/dev/null && command -v llvm-mca-19 >/dev/null && \
	   command -v opt-19 >/dev/null && command -v llc-19 >/dev/null && \
	   test -e "$$(clang-19 -fopenmp -print-file-name=libomp.so)"; } || \
	  { echo "installing $(LLVM_PKGS) (Debian)"; \
	    (apt-get install -y -q $(LLVM_PKGS) >/dev/null 2>&1 || \
	     (apt-get update -q >/dev/null && apt-get install -y -q $(LLVM_PKGS) >/dev/null)) || \
	    sudo apt-get install -y -q $(LLVM_PKGS); }

# A Fortran compiler and its runtime for Fortran programs (tests/fortran): flang-19 from
# Debian (flang-new-19, libFortranRuntime.a in libflang-19-dev) when no flang is on PATH;
# gfortran too, which builds the Fortran validation kernels' libgomp references.
FLANG_PKGS = flang-19 libflang-19-dev gfortran
flang:
	@{ command -v flang-new-19 >/dev/null || command -v flang-new >/dev/null; } && \
	  command -v gfortran >/dev/null || \
	  { echo "installing $(FLANG_PKGS) (Debian)"; \
	    (apt-get install -y -q $(FLANG_PKGS) >/dev/null 2>&1 || \
	     (apt-get update -q >/dev/null && apt-get install -y -q $(FLANG_PKGS) >/dev/null)) || \
	    sudo apt-get install -y -q $(FLANG_PKGS); }

# A headless browser for the HTML report's test (tests/report/test_html_report.py): Chromium
# from Debian when none is on PATH.
browser:
	@command -v chromium-headless-shell >/dev/null || command -v chromium >/dev/null || \
	  { echo "installing chromium-headless-shell (Debian)"; \
	    (apt-get install -y -q chromium-headless-shell >/dev/null 2>&1 || \
	     (apt-get update -q >/dev/null && apt-get install -y -q chromium-headless-shell >/dev/null)) || \
	    sudo apt-get install -y -q chromium-headless-shell; }

# A decision worth making (README "Quick start"): a 64^3 7-point stencil, 8 sweeps. With
# one host-device transfer a CPU wins; with the grid resident on the device (the second
# ranking, --no-transfer) a GPU does. Terminal report, JSON and the HTML report beside it.
DEMO := out/demo
demo: $(STAMP)
	@mkdir -p $(DEMO)
	$(PY) workloads/stencil/gen_input.py --size demo -o $(DEMO)/stencil-64.bin
	$(VENV)/bin/automatch analyze workloads/stencil/stencil.ll --kernel stencil \
	  --input $(DEMO)/stencil-64.bin --save-profile $(DEMO)/stencil.profile.json \
	  --json $(DEMO)/stencil.json --html $(DEMO)/stencil.html
	@echo "== the same profile, data resident on the device (no transfer) =="
	$(VENV)/bin/automatch predict $(DEMO)/stencil.profile.json --no-transfer \
	  --json $(DEMO)/stencil-resident.json
	@echo "written: $(DEMO)/stencil.json, $(DEMO)/stencil.html (open it in a browser), $(DEMO)/stencil-resident.json"

test: $(STAMP) clang flang browser
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-logo
	$(PY) -m pytest -q -x --durations=15

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-logo
	$(VENV)/bin/ruff format --check .

bench: $(STAMP)
	$(PY) benchmarks/engine_overhead.py
	$(PY) benchmarks/profile_speed.py
	$(PY) benchmarks/startup.py

clean:
	rm -rf $(VENV) build *.egg-info

# GPU validation (issue 13; validation/gpu/README.md): CPU vs GPU, measured vs predicted.
# Without a GPU it stops at the first GPU step (exit 4) after the CPU steps.
VALIDATE_PY = $(if $(wildcard $(PY)),$(PY),$(PYTHON))
validate-gpu:
	$(VALIDATE_PY) -m automatch.cli.main validate --gpu $(VALIDATE_GPU_ARGS)
