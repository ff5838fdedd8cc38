#!/usr/bin/env bash
# One command for a lent GPU machine (issues 13, 46): install the carried wheels, then
#   1. `make validate-gpu` at the validate size: bench cpu (cached by host), bench gpu
#      (with its memory-behaviour kernels), every item on both devices, both regimes
#      (data resident and with transfers), the measured CPU+GPU splits;
#   2. `validate --gpu --size gpu-large` (validation/gpu/sizes.toml: GPU kernels >= 1 ms)
#      with the GPU spec of step 1 and the cached CPU spec, in the time left;
# and leave the results under $OUT.
#
#   bash validation/gpu/run_on_device.sh [--budget-s S] [--quick] [--plan]
#                                        [more `validate --gpu` options, for both runs]
#
# --budget-s (default 540): seconds for both runs together (the device tool allows 600 s
# a command); step 1 gets 55 % of it, step 2 what is left; inside each, a step whose
# estimate does not fit is skipped and its report says so.
# --quick: quick `bench cpu`/`bench gpu` and 3 repetitions (a tight budget).
# --plan: print the two commands and their budgets and exit 0 (nothing run, no GPU
# needed: tests/validate/test_validate_gpu.py checks it).
# What comes back in $OUT: log.txt, results/{README.md,validation.json} (validate size),
# results-large/{README.md,validation.json} (gpu-large), bench_gpu_raw.json (the raw
# sweeps of `bench gpu`), gpu-spec.toml and cpu-spec.toml.
# Exit codes: those of step 1's `automatch validate --gpu` (0 ok, 2 bad input, 3 failed
# run, 4 no GPU), else step 2's; 5 when a Python package is missing and no wheel for it
# was carried.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 5
BUDGET=540
QUICK=0
PLAN=0
ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --budget-s) BUDGET="$2"; shift 2 ;;
    --budget-s=*) BUDGET="${1#*=}"; shift ;;
    --quick) QUICK=1; shift ;;
    --plan) PLAN=1; shift ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
case "$BUDGET" in ''|*[!0-9]*) echo "run_on_device.sh: --budget-s takes whole seconds, not '$BUDGET'" >&2; exit 2 ;; esac
EXTRA="${ARGS[*]:-}"
if [ "$QUICK" = 1 ]; then EXTRA="--quick-bench --repetitions 3 $EXTRA"; fi
B1=$((BUDGET * 55 / 100))
OUT="${OUT:-$PWD/validation-gpu-out}"
WORK=/tmp/automatch-validate-gpu
export NUMBA_CACHE_DIR=/tmp/automatch-numba-cache PYTHONUNBUFFERED=1
export XDG_CACHE_HOME=/tmp/automatch-cache
RUN1="--budget-s $B1 --out-dir $OUT/results --work-dir $WORK $EXTRA"
large_args() {  # step 2's options, with the seconds it has
  local reps="--repetitions 3"
  case " $EXTRA " in *" --repetitions "*) reps="" ;; esac
  echo "--size gpu-large --gpu-spec $OUT/gpu-spec.toml $reps --budget-s $1 --out-dir $OUT/results-large --work-dir $WORK $EXTRA"
}
if [ "$PLAN" = 1 ]; then
  echo "budget ${BUDGET} s"
  echo "1. make validate-gpu VALIDATE_GPU_ARGS=\"$RUN1\""
  echo "2. python3 -m automatch.cli.main validate --gpu $(large_args "<left, up to $((BUDGET - B1))>")"
  exit 0
fi
T0=$(date +%s)
mkdir -p "$OUT/results" "$OUT/results-large"
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
nvidia-smi -L 2>&1 | tee "$OUT/log.txt"
command -v clang >/dev/null || command -v clang-19 >/dev/null || \
  echo "note: no clang here: items without a cached profile (validation/gpu/profiles) are left out" \
  | tee -a "$OUT/log.txt"
echo "== 1. validate size (budget $B1 s)" | tee -a "$OUT/log.txt"
make --no-print-directory validate-gpu PYTHON=python3 VALIDATE_GPU_ARGS="$RUN1" \
  2>&1 | tee -a "$OUT/log.txt"
rc=${PIPESTATUS[0]}
[ -f "$WORK/bench_gpu_raw.json" ] && cp "$WORK/bench_gpu_raw.json" "$OUT/"
for f in "$WORK"/*.toml; do [ -f "$f" ] && cp "$f" "$OUT/gpu-spec.toml"; done
for f in "$XDG_CACHE_HOME"/automatch/specs/*.toml; do [ -f "$f" ] && cp "$f" "$OUT/cpu-spec.toml"; done
LEFT=$((BUDGET - ($(date +%s) - T0) - 5))
if [ "$rc" = 0 ] && [ -f "$OUT/gpu-spec.toml" ] && [ "$LEFT" -ge 60 ]; then
  echo "== 2. gpu-large size (budget $LEFT s)" | tee -a "$OUT/log.txt"
  # shellcheck disable=SC2046
  python3 -m automatch.cli.main validate --gpu $(large_args "$LEFT") 2>&1 | tee -a "$OUT/log.txt"
  rc=${PIPESTATUS[0]}
else
  echo "== 2. gpu-large size skipped (step 1 exit $rc, ${LEFT} s left, GPU spec: $([ -f "$OUT/gpu-spec.toml" ] && echo yes || echo no))" \
    | tee -a "$OUT/log.txt"
fi
echo "run_on_device.sh: exit $rc after $(( $(date +%s) - T0 )) s; files in $OUT" | tee -a "$OUT/log.txt"
exit "$rc"
