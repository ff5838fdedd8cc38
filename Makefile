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
# `automatch analyze` only loads them (automatch/exec/warm.py; needs clang).
warm: $(STAMP) clang
	$(VENV)/bin/automatch warm -q

# A C compiler for the tests: clang-19 from Debian when no clang is on PATH.
clang:
	@command -v clang-19 >/dev/null || command -v clang >/dev/null || \
	  { echo "installing clang-19 (Debian)"; \
	    (apt-get install -y -q clang-19 >/dev/null 2>&1 || \
	     (apt-get update -q >/dev/null && apt-get install -y -q clang-19 >/dev/null)) || \
	    sudo apt-get install -y -q clang-19; }

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

# A headless browser for the HTML report's test (tests/test_html_report.py): Chromium
# from Debian when none is on PATH.
browser:
	@command -v chromium-headless-shell >/dev/null || command -v chromium >/dev/null || \
	  { echo "installing chromium-headless-shell (Debian)"; \
	    (apt-get install -y -q chromium-headless-shell >/dev/null 2>&1 || \
	     (apt-get update -q >/dev/null && apt-get install -y -q chromium-headless-shell >/dev/null)) || \
	    sudo apt-get install -y -q chromium-headless-shell; }

demo: $(STAMP)
	$(VENV)/bin/automatch analyze workloads/stencil/stencil.ll --kernel stencil \
	  --input workloads/stencil/inputs/small.bin --plots out/plots --json out/stencil.json

test: $(STAMP) clang flang browser
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -q -x --durations=15

lint: $(STAMP)
	$(VENV)/bin/ruff check .
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
