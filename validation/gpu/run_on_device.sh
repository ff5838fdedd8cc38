#!/usr/bin/env bash
# One command for a lent GPU machine (issue 13): install the carried wheels, run
# `make validate-gpu` within a time budget, and leave the results under $OUT.
#
#   bash validation/gpu/run_on_device.sh [--budget-s S] [more `validate --gpu` options]
#
# --budget-s (default 500): seconds for `validate --gpu`; a step whose estimate does
# not fit is skipped and the report says so (the device tool allows 600 s a command).
# What comes back in $OUT (at most 8 files): log.txt, results/README.md,
# results/validation.json, bench_gpu_raw.json, the GPU spec and the CPU spec (.toml).
# Exit codes: those of `automatch validate --gpu` (0 ok, 2 bad input, 3 failed run,
# 4 no GPU), 5 when a Python package is missing and no wheel for it was carried.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 5
BUDGET=500
ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --budget-s) BUDGET="$2"; shift 2 ;;
    --budget-s=*) BUDGET="${1#*=}"; shift ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
OUT="${OUT:-$PWD/validation-gpu-out}"
mkdir -p "$OUT/results"
if ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site .whl/*.whl || exit 5
  export PYTHONPATH="/tmp/site${PYTHONPATH:+:$PYTHONPATH}"
fi
python3 - <<'PY' || exit 5
import importlib, sys
missing = [m for m in ("numpy", "numba", "llvmlite", "networkx", "sortedcontainers", "rich",
                       "matplotlib", "jsonschema", "cupy") if importlib.util.find_spec(m) is None]
if missing:
    sys.exit(f"missing Python packages: {', '.join(missing)}: carry their wheels in .whl/ "
             "(validation/gpu/README.md)")
PY
export NUMBA_CACHE_DIR=/tmp/automatch-numba-cache PYTHONUNBUFFERED=1
export XDG_CACHE_HOME=/tmp/automatch-cache
nvidia-smi -L 2>&1 | tee "$OUT/log.txt"
command -v clang >/dev/null || command -v clang-19 >/dev/null || \
  echo "note: no clang here: items without a cached profile (validation/gpu/profiles) are left out" \
  | tee -a "$OUT/log.txt"
WORK=/tmp/automatch-validate-gpu
make --no-print-directory validate-gpu PYTHON=python3 \
  VALIDATE_GPU_ARGS="--budget-s $BUDGET --out-dir $OUT/results --work-dir $WORK ${ARGS[*]:-}" \
  2>&1 | tee -a "$OUT/log.txt"
rc=${PIPESTATUS[0]}
[ -f "$WORK/bench_gpu_raw.json" ] && cp "$WORK/bench_gpu_raw.json" "$OUT/"
for f in "$WORK"/*.toml; do [ -f "$f" ] && cp "$f" "$OUT/gpu-spec.toml"; done
for f in "$XDG_CACHE_HOME"/automatch/specs/*.toml; do [ -f "$f" ] && cp "$f" "$OUT/cpu-spec.toml"; done
echo "run_on_device.sh: exit $rc; files in $OUT" | tee -a "$OUT/log.txt"
exit "$rc"
