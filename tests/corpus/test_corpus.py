"""The corpus of real programs (issue 11): each one through the real CLI, as a user runs it.

Every program in ``tests/corpus/<name>/`` is a whole benchmark-style program with
``main``, its own input files and the habits of real code (several translation units,
parameter blocks passed by value, arrays of structs, ``bool``/``char``/``short``
arrays, function pointers and ``qsort``, recursion, ``rand``, ``math.h``, timing with
``clock_gettime``/``gettimeofday``, OpenMP built sequentially, C++ with classes,
templates, ``new``/``delete``, ``std::vector`` and ``iostream``...).  Each test runs
``automatch analyze`` in a subprocess and checks: exit 0, no traceback, the
instrumented run printed what the native run printed, and the figures derived by hand
in ``tests/corpus/README.md`` (W, D, S, loop kinds).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).resolve().parent
SPEC = ROOT / "archspecs" / "dev-host.toml"
NUMBA_CACHE = str(Path(tempfile.gettempdir()) / "automatch-numba-cache")

pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang"
)


@dataclass(frozen=True)
class Case:
    """One corpus program: its files, the analysed kernel, its inputs and its checks."""

    name: str
    sources: tuple[str, ...]  # relative to the program's folder, all linked
    kernel: str | None  # None: the whole of main
    inputs: tuple[str, ...]  # the first is --input (argv[1]); the rest follow '--'
    check: Callable[[dict, Path], None]
    xfail: str | None = None  # an engine defect being fixed elsewhere
    args: tuple[str, ...] = field(default=())  # more analyze options
    folder: str = ""  # the program's folder when several cases share one ("": name)


def line_of(path: Path, marker: str) -> int:
    """Source line of the loop tagged ``corpus:<marker>`` (1-based)."""
    lines = [
        i for i, text in enumerate(path.read_text().splitlines(), 1) if f"corpus:{marker}" in text
    ]
    assert len(lines) == 1, f"marker corpus:{marker} in {path}"
    return lines[0]


def loop(prof: dict, src: Path, marker: str) -> dict:
    """The profile's loop whose header is at the marked line."""
    line = line_of(src, marker)
    found = [lp for lp in prof.get("loops", []) if lp["line"] == line]
    assert len(found) == 1, (
        f"loop at {src.name}:{line} ({marker}): {[(lp['function'], lp['line']) for lp in prof.get('loops', [])]}"
    )
    return found[0]


def flops(prof: dict, **expected: int) -> None:
    got = {k: prof["flops"][k] for k in expected}
    assert got == expected, f"flops {prof['flops']}"


# --- hand-derived figures (derivations in README.md) ------------------------------


def check_aos_particles(p: dict, d: Path) -> None:
    n, steps = 64, 20
    flops(p, total=8 * n * steps, fma=3 * n * steps, mul=2 * n * steps, add=0, div=0)
    assert p["depth"] == 2 * steps + 1
    assert p["sync_points"] == steps  # one barrier per step: the body loop's phase
    src = d / "particles.c"
    assert loop(p, src, "time-loop")["kind"] == "sequential"
    part = loop(p, src, "particle-loop")
    assert (
        part["kind"] == "parallel" and part["carried_raw"] == 0 and part["iterations"] == n * steps
    )


def check_mask_filter(p: dict, d: Path) -> None:
    n = 3000
    # no floating point: W counts the integer data operations (issue 9/11), per element
    # one subtraction, one compare and one select, chained (D = 3); casts are free
    flops(p, total=3 * n, int_ops=3 * n, add=0, mul=0, fma=0, div=0)
    assert p["work_unit"] == "int op"
    assert p["depth"] == 3
    el = loop(p, d / "mask_filter.c", "element-loop")
    assert el["iterations"] == n
    assert el["carried_raw"] == 0 and el["carried_war"] == 0 and el["carried_waw"] == 0
    assert el["kind"] == "parallel"
    assert p["sync_points"] == 0
    # hi, lo, delta (read back), keep (read back); delta, keep, tag stored
    assert p["memory"]["loads"] == 4 * n and p["memory"]["stores"] == 3 * n
    assert p["memory"]["bytes_loaded"] == 7 * n and p["memory"]["bytes_stored"] == 4 * n


def check_qsort_rank(p: dict, d: Path) -> None:
    n, top = 500, 10
    flops(p, total=2 * n + top, fma=n, add=top, mul=0, div=0)
    assert p["depth"] == top + 1
    src = d / "qsort_rank.c"
    assert loop(p, src, "score-loop")["kind"] == "parallel"
    assert loop(p, src, "top-loop")["kind"] == "reduction"


def check_tree_quicksort(p: dict, d: Path) -> None:
    n, height = 1023, 10
    flops(p, total=2 * n, add=2 * n, mul=0, fma=0)
    assert p["depth"] == 2 * height


def check_montecarlo_math(p: dict, d: Path) -> None:
    n = 2000
    flops(p, total=9 * n + 1, special=3 * n, fma=2 * n, mul=2 * n, div=1, add=0)
    assert p["flops"]["special_by_name"] == {"exp": n, "pow": n, "sqrt": n}
    assert p["depth"] == n + 6
    assert loop(p, d / "montecarlo_math.c", "sample-loop")["kind"] == "reduction"


def check_omp_heat(p: dict, d: Path) -> None:
    n, steps = 256, 10
    flops(p, total=3 * (n - 2) * steps, add=2 * (n - 2) * steps, mul=(n - 2) * steps, fma=0)
    assert p["depth"] == 3 * steps
    assert p["sync_points"] == steps  # one barrier per step
    src = d / "omp_heat.c"
    assert loop(p, src, "time-loop")["kind"] == "sequential"
    assert loop(p, src, "cell-loop")["kind"] == "parallel"


def check_cpp_templates(p: dict, d: Path) -> None:
    n, sweeps = 200, 8
    flops(p, total=2 * (n - 2) * sweeps, add=(n - 2) * sweeps, mul=(n - 2) * sweeps, fma=0)
    assert p["depth"] == 2 * sweeps
    # two phases per sweep: the zero-fill of `next` (std::vector value-init) and the
    # cells; and one barrier after the boundary cells next[0], next[n-1], which one
    # thread stores into the shared buffer between them (serial work: syncphases); the
    # swap of the vectors' headers, stack objects each thread keeps, costs none
    assert p["sync_points"] == 3 * sweeps
    src = d / "cpp_templates.cpp"
    assert loop(p, src, "sweep-loop")["kind"] == "sequential"
    assert loop(p, src, "sweep-loop")["sync_kind"] == "serial"
    assert loop(p, src, "cell-loop")["kind"] == "parallel"


def check_cpp_iostream(p: dict, d: Path) -> None:
    n = 800
    flops(p, total=3 * n + 4, add=n, fma=n + 1, div=2, mul=0)
    assert p["depth"] == n + 2
    assert loop(p, d / "cpp_iostream.cpp", "sum-loop")["kind"] == "reduction"


def check_wordscore(p: dict, d: Path) -> None:
    words, letters, longest = 1200, 5556, 9
    flops(p, total=letters + words, add=letters, div=words, mul=0, fma=0)
    assert p["depth"] == longest + 1


def check_pairdist(p: dict, d: Path) -> None:
    calls = 64 * 63 // 2
    flops(p, total=9 * calls, add=3 * calls, mul=calls, fma=2 * calls, special=calls)
    assert p["depth"] == 5
    assert p["sync_points"] == 0


def check_spmv_files(p: dict, d: Path) -> None:
    nnz, longest_row, reps = 186, 11, 3
    flops(p, total=2 * nnz * reps, fma=nnz * reps, add=0, mul=0)
    assert p["depth"] == longest_row
    assert p["sync_points"] == 0
    src = d / "spmv.c"
    assert loop(p, src, "row-loop")["kind"] == "parallel"
    assert loop(p, src, "nz-loop")["kind"] == "reduction"


def check_bfs_bool(p: dict, d: Path) -> None:
    levels = (
        11 + 15 + 1
    )  # farthest node of the 12 x 16 grid from a corner, plus the empty last level
    n = 12 * 16
    src = d / "bfs_bool.c"
    level = loop(p, src, "level-loop")
    assert level["kind"] == "sequential" and level["iterations"] == levels
    for marker in ("expand-loop", "commit-loop"):
        lp = loop(p, src, marker)
        assert lp["iterations"] == levels * n
        assert lp["kind"] == "parallel" and lp["carried_raw"] == 0, lp
    # the expand and commit phases of each level, and the reset of *over that one thread
    # makes before them (serial work: syncphases): three barriers a level
    assert p["sync_points"] == 3 * levels
    assert level["sync_kind"] == "serial"
    # the only integer data operation is cost[tid] + 1, once per (frontier node, unvisited
    # neighbour) edge: 2 per node off the first row and column, 1 on them; it chains
    # along the BFS distance
    rows, cols = 12, 16
    flops(p, total=2 * (rows - 1) * (cols - 1) + (rows - 1) + (cols - 1), add=0, fma=0)
    assert p["work_unit"] == "int op"
    assert p["depth"] == levels - 1


def check_kr_relax(p: dict, d: Path) -> None:
    n, steps = 200, 5
    interior = (n - 2) * steps
    flops(p, total=2 * interior + n, add=interior + n, mul=interior, fma=0, div=0)
    # each sweep adds two levels to the interior (add, mul); the checksum chains n adds
    # after a[1], which the last sweep left at 2 * steps: 2 * steps + 1 + (n - 2)
    assert p["depth"] == 2 * steps + n - 1
    assert p["sync_points"] == steps  # one barrier per sweep
    main, helper = d / "kr_relax.c", d / "sweep.c"
    assert loop(p, main, "time-loop")["kind"] == "sequential"
    assert loop(p, helper, "cell-loop")["kind"] == "parallel"
    assert loop(p, helper, "init-loop")["kind"] == "parallel"
    assert loop(p, main, "sum-loop")["kind"] == "reduction"
    # the rdtsc timer (inline assembly) ran natively, outside the loops, and is named
    assert p["extra"]["native_functions"] == ["rdtsc"]
    assert "rdtsc" in [c["name"] for c in p["unanalysed_calls"]]


def check_kr_relax_regions(p: dict, d: Path) -> None:
    n, steps = 200, 5
    main, helper = d / "kr_relax.c", d / "sweep.c"
    regions = {r["name"]: r for r in p["regions"]}
    init = f"main:sweep.c:L{line_of(helper, 'init-loop')}-L{line_of(helper, 'init-loop') + 2}"
    time_loop = f"main:L{line_of(main, 'time-loop')}-L{line_of(main, 'time-loop') + 1}"
    sum_loop = f"main:L{line_of(main, 'sum-loop')}-L{line_of(main, 'sum-loop') + 1}"
    # the init loop nest is the #included helper's, named with its file; the time loop's
    # range stays in kr_relax.c although the sweep inlined into it is in sweep.c
    assert sorted(regions) == sorted([init, time_loop, sum_loop])
    t = regions[time_loop]["profile"]
    assert (t["flops"]["total"], t["depth"], t["sync_points"]) == (
        2 * (n - 2) * steps,
        2 * steps,
        steps,
    )
    # the init loop has no floating point: its unit is the integer operation (issue 40,
    # item 3), one srem (i % 7) per element
    ip = regions[init]["profile"]
    assert ip["work_unit"] == "int op" and ip["flops"]["total"] == n and ip["depth"] == 1
    s = regions[sum_loop]["profile"]
    assert (s["flops"]["total"], s["depth"]) == (n, n)  # its inputs are ready at its start
    # the whole program's D in this mode runs the regions and the code between them one
    # after another (docs/profile-schema.md, regions[]): the sum of their bands, init 1
    # (its srem, counted as the region's work) + sweeps 2 * steps + checksum n = 211; without
    # regions it is 209, where the checksum's first add s + a[0] (a boundary cell, level 0)
    # sits at 1, not after the sweeps' last level (the derivation in README.md)
    assert p["depth"] == 1 + 2 * steps + n


def check_selfcheck_lookup(p: dict, d: Path) -> None:
    n, reps = 1000, 4
    # per lookup: g * 1.5 + 0.25 one fmuladd (2), x * 4.0 one mul; the hash is integer
    flops(p, total=3 * n * reps, fma=n * reps, mul=n * reps, add=0, div=0)
    assert p["depth"] == 2 and p["sync_points"] == 0
    src = d / "selfcheck_lookup.c"
    assert loop(p, src, "lookup-loop")["iterations"] == n * reps


def check_kmeans_nearest(p: dict, d: Path) -> None:
    npts, ncl, nf = 300, 5, 6
    pairs = npts * ncl
    # per feature 2 fsub + 1 fmuladd; the compares of the search are no flops
    flops(p, total=4 * nf * pairs, add=2 * nf * pairs, fma=nf * pairs, mul=0, compare=pairs)
    assert p["depth"] == nf + 1  # the subs, then nf FMAs chained from 0.0
    assert p["sync_points"] == 0
    src = d / "kmeans_nearest.c"
    point = loop(p, src, "point-loop")
    # `index` is fresh in every call: no scan; `changed++` is a conditional count
    assert point["kind"] == "reduction" and point["register_recurrences"] == ["reduction:add"]
    assert loop(p, src, "search-loop")["kind"] == "reduction"
    loads = 4 * nf * pairs + pairs + 2 * npts  # features, cluster row pointers, rows, membership
    assert p["memory"]["loads"] == loads and p["memory"]["stores"] == npts


def check_force_assert(p: dict, d: Path) -> None:
    n, nb = 96, 6
    pairs = n * nb
    # per pair: 2 subs, dx*dx (mul) + dy*dy (fmuladd), 1/r2, e += inv, two fmuladds
    flops(p, total=11 * pairs, add=3 * pairs, mul=pairs, fma=3 * pairs, div=pairs)
    assert p["depth"] == 4 + pairs  # inv at level 4, then e chains through every pair
    assert p["sync_points"] == 0
    # the atom loop's header carries the line of `e`'s declaration (the line above)
    kinds = sorted((lp["depth"], lp["kind"]) for lp in p["loops"])
    assert kinds == [(1, "reduction"), (2, "reduction")], p["loops"]
    assert not any("search" in lp["register_recurrences"] for lp in p["loops"])
    assert loop(p, d / "force_assert.c", "neighbour-loop")["iterations"] == pairs


def check_stream_copy(p: dict, d: Path) -> None:
    n, reps = 2097152, 2
    flops(p, total=0, add=0, mul=0, fma=0, compare=0)
    assert p["depth"] == 0 and p["sync_points"] == 0
    lp = loop(p, d / "stream_copy.c", "copy-loop")
    assert lp["kind"] == "parallel" and lp["iterations"] == n * reps
    m = p["memory"]
    assert m["loads"] == m["stores"] == n * reps
    assert m["bytes_loaded"] == m["bytes_stored"] == 8 * n * reps


def _region(p: dict, name: str) -> dict:
    found = [r for r in p["regions"] if r["name"] == name]
    assert len(found) == 1, [r["name"] for r in p["regions"]]
    return found[0]["profile"]


def check_bfs_timer_named(p: dict, d: Path) -> None:
    """--kernel bfs,average_cost: the traversal counts its integer operations although
    the program has floating point (the timer, the average), as bfs_bool's --kernel bfs."""
    rows, cols, levels, n = 12, 16, 11 + 15 + 1, 12 * 16
    bfs = _region(p, "bfs")
    assert bfs["work_unit"] == "int op"
    flops(bfs, total=2 * (rows - 1) * (cols - 1) + (rows - 1) + (cols - 1), int_ops=356)
    assert bfs["depth"] == levels - 1 and bfs["sync_points"] == 3 * levels
    src = d / "bfs_timer.c"
    for marker in ("expand-loop", "commit-loop"):
        lp = loop(bfs, src, marker)
        assert lp["kind"] == "parallel" and lp["iterations"] == levels * n
    avg = _region(p, "average_cost")
    assert avg["work_unit"] == "flop"
    flops(avg, total=n + 1, add=n, div=1, int_ops=0)  # the sum, then / n
    assert avg["depth"] == n + 1
    # the whole run counts both: its flops (timer, average) and the traversal's int ops
    assert p["work_unit"] == "flop + int op" and p["flops"]["int_ops"] >= 356


def check_bfs_timer_regions(p: dict, d: Path) -> None:
    """--regions auto: bfs is inlined into main, the do-while is a loop region of main.
    There `over` is main's local, a register: the commit sweep ORs into it (a
    reduction), and no thread stores it before the sweeps, so two barriers a level."""
    levels = 11 + 15 + 1
    src = d / "bfs_timer.c"
    line = line_of(src, "expand-loop")
    (traversal,) = [r["profile"] for r in p["regions"] if r["first_line"] <= line <= r["last_line"]]
    assert traversal["work_unit"] == "int op"
    flops(traversal, total=356, int_ops=356)
    assert traversal["depth"] == levels - 1 and traversal["sync_points"] == 2 * levels
    # inlined, the do-while's header takes the expand sweep's first line: by depth
    at = {(lp["line"], lp["depth"]): lp for lp in traversal["loops"]}
    assert at[(line, 1)]["kind"] == "sequential" and at[(line, 1)]["iterations"] == levels
    assert at[(line, 2)]["kind"] == "parallel"
    assert at[(line_of(src, "commit-loop"), 2)]["kind"] == "reduction"
    (avg,) = [r["profile"] for r in p["regions"] if r["profile"]["flops"]["add"]]
    assert avg["work_unit"] == "flop" and avg["flops"]["total"] == 192  # the division is outside


CASES = [
    Case(
        "aos_particles",
        ("main.c", "particles.c", "io.c"),
        "step_particles",
        ("particles.txt",),
        check_aos_particles,
    ),
    Case("mask_filter", ("mask_filter.c",), "classify", ("config.txt",), check_mask_filter),
    Case(
        "qsort_rank",
        ("qsort_rank.c",),
        "rank_items",
        ("config.txt",),
        check_qsort_rank,
    ),
    Case(
        "tree_quicksort", ("tree_quicksort.c",), "tree_sum", ("values.txt",), check_tree_quicksort
    ),
    Case(
        "montecarlo_math",
        ("montecarlo_math.c",),
        "integrate",
        ("config.txt",),
        check_montecarlo_math,
    ),
    Case("omp_heat", ("omp_heat.c",), "heat", ("config.txt",), check_omp_heat),
    Case("cpp_templates", ("cpp_templates.cpp",), "relax", ("config.txt",), check_cpp_templates),
    Case(
        "cpp_iostream", ("cpp_iostream.cpp",), "stats::moments", ("sample.txt",), check_cpp_iostream
    ),
    Case("wordscore", ("wordscore.c",), "score_word", ("text.txt", "weights.txt"), check_wordscore),
    Case("pairdist", ("pairdist.c",), "dist", ("points.txt",), check_pairdist),
    Case(
        "spmv_files",
        ("main.c", "csr_io.c", "spmv.c"),
        "spmv",
        ("matrix.txt", "vector.txt"),
        check_spmv_files,
    ),
    Case("bfs_bool", ("bfs_bool.c",), "bfs", ("graph.txt",), check_bfs_bool),
    Case("kr_relax", ("kr_relax.c",), None, ("config.txt",), check_kr_relax),
    Case(
        "kr_relax",
        ("kr_relax.c",),
        None,
        ("config.txt",),
        check_kr_relax_regions,
        args=("--regions", "auto"),
    ),
    Case(
        "selfcheck_lookup",
        ("selfcheck_lookup.c",),
        "lookups",
        ("config.txt",),
        check_selfcheck_lookup,
    ),
    Case("kmeans_nearest", ("kmeans_nearest.c",), "assign_clusters", ("config.txt",),
         check_kmeans_nearest),
    Case("force_assert", ("force_assert.c",), "compute_force", ("config.txt",),
         check_force_assert),
    Case("stream_copy", ("stream_copy.c",), "copy", ("config.txt",), check_stream_copy),
    Case("bfs_timer", ("bfs_timer.c",), "bfs,average_cost", ("graph.txt",),
         check_bfs_timer_named),
    Case("bfs_timer_regions", ("bfs_timer.c",), None, ("graph.txt",), check_bfs_timer_regions,
         args=("--regions", "auto"), folder="bfs_timer"),
]


def analyze(case: Case, tmp_path: Path) -> tuple[subprocess.CompletedProcess, Path]:
    d = CORPUS / (case.folder or case.name)
    out = tmp_path / "result.json"
    cmd = [
        sys.executable,
        "-m",
        "automatch.cli.main",
        "analyze",
        *(str(d / s) for s in case.sources),
    ]
    if case.kernel:
        cmd += ["--kernel", case.kernel]
    cmd += [
        "--input",
        str(d / case.inputs[0]),
        "--json",
        str(out),
        "-q",
        "--arch",
        str(SPEC),
        "--timeout",
        "120",
        *case.args,
    ]
    if len(case.inputs) > 1:
        cmd += ["--", *(str(d / s) for s in case.inputs[1:])]
    # a private TMPDIR (to see that no temporary folder is left behind), but the shared
    # numba cache: without it every program would recompile the analyses (~8 s each)
    env = {**os.environ, "TMPDIR": str(tmp_path), "NUMBA_CACHE_DIR": NUMBA_CACHE}
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    return proc, out


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(
            c,
            id=c.name + ("-regions" if "--regions" in c.args else ""),
            marks=[pytest.mark.xfail(reason=c.xfail, strict=False)] if c.xfail else [],
        )
        for c in CASES
    ],
)
def test_corpus_program(case: Case, tmp_path: Path) -> None:
    proc, out = analyze(case, tmp_path)
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    assert proc.returncode == 0, f"exit {proc.returncode}: {proc.stderr.strip()}"
    assert not list(tmp_path.glob("automatch-*")), "temporary folder left behind"
    doc = json.loads(out.read_text())
    prof = doc["profile"]
    assert prof["extra"]["output_matches_native"] is True
    assert doc["predictions"], "no prediction"
    case.check(prof, CORPUS / (case.folder or case.name))


def test_corpus_program_failing_its_own_check(tmp_path: Path) -> None:
    """selfcheck_lookup with the checksum another input expects: the program prints why
    on stdout and exits 1; the error says so, with those lines (issue 40, item 7)."""
    case = Case(
        "selfcheck_lookup",
        ("selfcheck_lookup.c",),
        "lookups",
        ("wrong_expected.txt",),
        check_selfcheck_lookup,
    )
    proc, out = analyze(case, tmp_path)
    assert proc.returncode == 3, proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    err = proc.stderr.strip()
    assert err.startswith(
        "automatch: error: The program exited with status 1 during the native run."
    )
    assert "Its stdout ends with:\nVerification checksum: 75928\n" in err
    assert "Verification failed: expected 75000 for this input" in err
    assert not out.exists() and not list(tmp_path.glob("automatch-*"))
