#!/usr/bin/env bash
# The wheel as a user gets it (issue 41): build it from the working tree's files, install
# it into a fresh venv outside the checkout, and from there list the shipped specs,
# analyse a small C program and predict from the profile it saved.
#
#   .ci/wheel_check.sh            (PYTHON=python3.12 .ci/wheel_check.sh for another one)
#
# Dependencies come from a wheelhouse kept between runs ($AUTOMATCH_WHEELHOUSE, default
# ~/.cache/automatch/wheelhouse; the first run fills it from PyPI). Nothing of the
# checkout is on the path when the commands run.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
repo=$PWD
tmp=$(mktemp -d "${TMPDIR:-/tmp}/automatch-wheel.XXXXXX")
trap 'step "cleaning up"; rm -rf "$tmp"; step done' EXIT
step() { printf '[wheel-check %3ds] %s\n' "$SECONDS" "$*"; }

step "copying the working tree (git's files) to $tmp/src"
mkdir "$tmp/src"
git ls-files -z --cached --others --exclude-standard \
  | xargs -0 -I{} sh -c 'test -e "{}" -o -L "{}" && printf "%s\0" "{}"' \
  | tar -c --null -T - -f - | tar -x -C "$tmp/src" -f -

step "building the wheel"
"$PYTHON" -m pip wheel -q --no-deps --wheel-dir "$tmp/dist" "$tmp/src" \
  2> >(grep -v "is ignored: it is neither" >&2)
wheel=$(ls "$tmp"/dist/automatch-*.whl)
"$PYTHON" -m zipfile -l "$wheel" | awk '{print $1}' > "$tmp/wheel.txt"
shipped=$(cd "$repo/automatch/data/archspecs" && ls *.toml | wc -l)
inwheel=$(grep -c '^automatch/data/archspecs/.*\.toml$' "$tmp/wheel.txt" || true)
[ "$inwheel" -eq "$shipped" ] || { echo "the wheel has $inwheel of the $shipped specs"; exit 1; }
for f in automatch/arch/spec/archspec.schema.json automatch/arch/host/microarch.json \
         automatch/arch/bench/kernels/cpubench.c automatch/exec/levels/levels_rt.h \
         automatch/exec/levels/levels_access.c automatch/ir/fortran_exit.c automatch/include/automatch.h automatch/include/omp/omp.h; do
  grep -qx "$f" "$tmp/wheel.txt" || { echo "the wheel lacks $f"; exit 1; }
done

# One supported Python range: the wheel says 3.11+ (tomllib), as pyproject and ruff do.
"$PYTHON" - "$wheel" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
assert "Requires-Python: >=3.11" in meta.splitlines(), "wheel metadata: Requires-Python"
assert not [l for l in meta.splitlines() if l.startswith("Requires-Dist: tomli ")], "tomli"
PY

step "installing $(basename "$wheel") into a fresh venv"
"$PYTHON" -m venv "$tmp/venv"
# The dependencies' wheels are kept in a wheelhouse between runs (the first run fills it
# from PyPI), so that the check installs offline and fast after that.
wheelhouse=${AUTOMATCH_WHEELHOUSE:-${XDG_CACHE_HOME:-$HOME/.cache}/automatch/wheelhouse}
mkdir -p "$wheelhouse"
quiet() { "$@" 2> >(grep -v "is ignored: it is neither" >&2); }
if ! quiet "$tmp/venv/bin/python" -m pip install -q --no-compile --no-index --find-links "$wheelhouse" "$wheel" \
     2>/dev/null; then
  step "filling the wheelhouse $wheelhouse (first run: downloads)"
  quiet "$tmp/venv/bin/python" -m pip wheel -q --wheel-dir "$wheelhouse" "$wheel"
  quiet "$tmp/venv/bin/python" -m pip install -q --no-compile --no-index --find-links "$wheelhouse" "$wheel"
fi

# Run where nothing of the checkout can be imported by accident.
mkdir "$tmp/run"
cp workloads/stencil/stencil.c workloads/stencil/inputs/small.bin "$tmp/run/"
cd "$tmp/run"
export -n PYTHONPATH 2>/dev/null || true
unset PYTHONPATH AUTOMATCH_ARCHSPECS AUTOMATCH_ARCHSPECS_DIR
am="$tmp/venv/bin/automatch"
where=$("$tmp/venv/bin/python" -c 'import automatch, os; print(os.path.dirname(automatch.__file__))')
case "$where" in "$repo"*) echo "automatch imported from the checkout: $where"; exit 1;; esac

step "automatch --version"
"$am" --version | tee version.txt
grep -qx "automatch $("$PYTHON" -c 'import tomllib; print(tomllib.load(open("'"$repo"'/pyproject.toml","rb"))["project"]["version"])')" version.txt

step "automatch archspec list"
COLUMNS=200 "$am" archspec list | tee list.txt
for f in "$repo"/automatch/data/archspecs/*.toml; do
  grep -q "$(basename "$f" .toml)" list.txt || { echo "archspec list lacks $(basename "$f")"; exit 1; }
done

step "automatch analyze stencil.c (small input), profile saved"
COLUMNS=200 "$am" analyze stencil.c --kernel stencil --input small.bin -q --save-profile profile.json \
  --json result.json --arch dev-host nvidia-h100-sxm5-80gb > analyze.txt
grep -q "nvidia-h100-sxm5-80gb" analyze.txt
test -s profile.json && test -s result.json

step "automatch predict profile.json"
COLUMNS=200 "$am" predict profile.json --arch amd-epyc-9654 nvidia-a100-sxm4-40gb --json predicted.json > predict.txt
grep -q "amd-epyc-9654" predict.txt && grep -q "nvidia-a100-sxm4-40gb" predict.txt
"$tmp/venv/bin/python" - <<'PY'
import json
doc = json.load(open("predicted.json"))
names = json.dumps(doc)
assert "amd-epyc-9654" in names and "nvidia-a100-sxm4-40gb" in names, "devices missing"
PY
step "ok: the wheel lists $shipped specs, analyses and predicts outside the checkout"
