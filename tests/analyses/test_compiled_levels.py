"""The replay the instrumented program runs itself equals the numba replay (issue 14).

Each program runs once with a consumer (consumers/replay_engines.py) that has the
program replay itself (exec/levels/ir.py, exec/levels_*.c: the chain schedule with the
loops' dependences, and the tree schedule) while the numba replay replays the same run's
events: the two results (schedule and tree schedule, block counts, branch misses, every
loop statistic, shadow pages) must be identical, with reductions as chains and, with
--parallel-reductions, as trees. The cases cover calls, recursion, calls through
pointers and from libc (qsort), byte-mode pages, memcpy/memmove/memset ranges, silent
stores, load-op-store reductions and the partial values a scan reads.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from automatch.analyses.schedule.compiled_levels import level_plan
from automatch.analyses.schedule.replay import ReplayConsumer, node_classes
from automatch.analyses.schedule.tables import build_tables
from automatch.errors import ProgramRunError
from automatch.exec.levels import ir as levels_ir
from automatch.exec.levels import runtime as levels_runtime
from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.pipeline import AnalysisOptions, load_program, profile_program

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
KERNELS = HERE / "kernels"
EXEC_FIXTURES = ROOT / "tests" / "exec" / "fixtures"
INCLUDE = ROOT / "automatch" / "include"
needs_clang = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang")

# (source, kernel or None for all of main, argv)
CASES = [
    (KERNELS / "shadow_edges.c", None, ()),
    (KERNELS / "dword_pages.c", None, ()),
    (KERNELS / "site_retry.c", None, ()),
    (KERNELS / "node_stretches.c", None, ()),
    (KERNELS / "range_dwords.c", None, ()),
    (KERNELS / "shadow_fuzz.c", None, ("1",)),
    (KERNELS / "shadow_fuzz.c", None, ("99",)),
    (KERNELS / "dot.c", "dot", ()),
    (KERNELS / "matmul.c", "matmul", ()),
    (KERNELS / "spmv.c", "spmv", ()),
    (KERNELS / "lu.c", "lu", ()),
    (KERNELS / "stencil2d.c", "stencil2d", ()),
    (KERNELS / "scans.c", None, ()),
    (KERNELS / "silent.c", None, ()),
    (KERNELS / "subword.c", None, ()),
    (KERNELS / "bigcopy.c", None, ()),
    (KERNELS / "listwalk.c", None, ()),
    (KERNELS / "search_calls.c", None, ()),
    (KERNELS / "branches.ll", None, ()),
    (KERNELS / "libcalls.c", None, ()),
    (KERNELS / "intwork.c", None, ()),
    (KERNELS / "pathchains.c", None, ()),
    (KERNELS / "scatter.c", None, ()),
    (KERNELS / "syncphases.c", None, ()),
    (KERNELS / "skew.c", None, ()),
    (EXEC_FIXTURES / "fnptr_table.c", "apply_table", ()),
    (EXEC_FIXTURES / "qsort_callback.c", "sort_and_find", ()),
    (EXEC_FIXTURES / "recursion.c", None, ()),
    (EXEC_FIXTURES / "deep_frames.c", None, ()),
    (EXEC_FIXTURES / "struct_by_value.c", None, ()),
    (EXEC_FIXTURES / "long_double.c", None, ()),
    (ROOT / "workloads" / "lavamd" / "lavamd.ll", "lavamd", (str(ROOT / "workloads/lavamd/inputs/small.bin"),)),
    (ROOT / "workloads" / "srad" / "srad.ll", "srad", (str(ROOT / "workloads/srad/inputs/small.bin"),)),
]


def _engines(source: Path, kernel: str | None, argv: tuple, parallel: bool, monkeypatch, *,
             regions: bool = False, functions: tuple[str, ...] = (), busy: bool = False,
             cflags: tuple[str, ...] = ()) -> dict:
    monkeypatch.setenv("PYTHONPATH", str(HERE / "consumers"))
    canonical, _ = load_program([str(source)], kernel, (f"-I{INCLUDE}", *cflags), region_functions=functions)
    monkeypatch.setenv("AM_TEST_READS_EVERY_ACCESS", "1" if busy else "0")
    options = {"parallel_reductions": parallel, "regions": regions,
               "region_functions": list(canonical.region_functions)}
    run = run_program(RunConfig(mode="instrumented", consumer="replay_engines:make", consumer_options=options,
                                ir_text=canonical.text, kernel=canonical.kernel, argv=(source.stem, *argv)))
    return run.results


@needs_clang
@pytest.mark.parametrize("parallel", [False, True], ids=["chains", "trees"])
@pytest.mark.parametrize("source,kernel,argv", CASES,
                         ids=[c[0].stem + (f"-{c[2][0]}" if c[2] and c[2][0].isdigit() else "") for c in CASES])
def test_the_program_replays_itself_as_the_replay_does(source, kernel, argv, parallel, monkeypatch):
    res = _engines(source, kernel, argv, parallel, monkeypatch)
    assert res["plans"] >= 1  # the program did replay itself
    assert res["compiled"] == res["replay"]


# whole-program mode (--regions auto): (source, argv)
REGION_CASES = [
    (KERNELS / "dptable.c", ()),
    (KERNELS / "fig6.c", ()),
    (KERNELS / "scans.c", ()),
    (KERNELS / "syncphases.c", ()),
    (KERNELS / "shadow_fuzz.c", ("7",)),
    (EXEC_FIXTURES / "kernel_by_pointer.c", ()),
    (ROOT / "workloads" / "spmv" / "spmv.ll", (str(ROOT / "workloads/spmv/inputs/small.bin"),)),
    (ROOT / "workloads" / "srad" / "srad.ll", (str(ROOT / "workloads/srad/inputs/small.bin"),)),
]


@needs_clang
@pytest.mark.parametrize("parallel", [False, True], ids=["chains", "trees"])
@pytest.mark.parametrize("source,argv", REGION_CASES, ids=[c[0].stem for c in REGION_CASES])
def test_whole_program_regions_replay_in_the_program_as_in_the_replay(source, argv, parallel, monkeypatch):
    """Region rows, the level floor, level bands and closings: the same in both engines."""
    res = _engines(source, None, argv, parallel, monkeypatch, regions=True)
    assert res["plans"] >= 1
    assert res["replay"]["regions"]  # the case has regions that ran
    assert res["compiled"] == res["replay"]


@needs_clang
def test_function_regions_close_at_their_frames_ret(monkeypatch, tmp_path):
    """Named functions as regions (``--kernel scale,chain``): closed at the ``ret`` of the
    frame their wrapper's call opened, in both engines alike."""
    import re

    import numpy as np

    named = ROOT / "tests" / "data" / "regions" / "named_kernels.c"
    sizes = {k: int(v) for k, v in re.findall(r"#define (\w+) (\d+)", named.read_text())}
    data = tmp_path / "data.bin"
    np.random.default_rng(1).random(sizes["N_X"]).astype("<f8").tofile(data)
    for regions in (False, True):
        res = _engines(named, None, (str(data),), False, monkeypatch, regions=regions, functions=("scale", "chain"))
        assert len(res["replay"]["regions"]) == 2 + regions  # main's loop nest too with --regions auto
        assert res["compiled"] == res["replay"]


@needs_clang
def test_the_edge_cases_reach_byte_pages_and_ranges(monkeypatch):
    """shadow_edges.c must exercise what it is there for: byte-mode pages (the packed
    structs, bytes read as words, a memset that ends inside a granule) and a deep chain."""
    res = _engines(KERNELS / "shadow_edges.c", None, (), False, monkeypatch)
    assert res["compiled"]["shadow_byte_pages"] > 10
    # pages first written by whole dwords, then read or written by smaller accesses
    assert res["dword_splits"] > 0
    assert res["compiled"]["schedule"]["depth"] > 200  # the recursion's chain of 200 adds
    assert any(res["compiled"]["loops"]["red"])  # acc[i & 3] += ...: reductions through memory


@needs_clang
def test_dword_pages_are_made_and_split(monkeypatch):
    """dword_pages.c must reach what it is there for: pages that take dword mode at their
    first 8-byte store, and accesses that split some of them back into granules."""
    res = _engines(KERNELS / "dword_pages.c", None, (), False, monkeypatch)
    assert res["dword_pages"] > 20
    assert 0 < res["dword_splits"] < res["dword_pages"]
    assert res["compiled"] == res["replay"]


@needs_clang
def test_range_dwords_reaches_ranges_on_dword_and_byte_pages(monkeypatch):
    """range_dwords.c must reach what it is there for: memset/memcpy ranges in its loops
    (not lowered to loads and stores), pages that keep dword mode through them, and
    ranges ending inside a granule (byte mode)."""
    from automatch.ir.program import OpClass

    _, program = load_program([str(KERNELS / "range_dwords.c")], None)
    ranges = [i for i in program.instructions if i.opclass == OpClass.MEM_INTRINSIC]
    assert sum(1 for i in ranges if any(i.block in lp.blocks for lp in program.loops)) >= 3
    res = _engines(KERNELS / "range_dwords.c", None, (), False, monkeypatch)
    assert res["dword_pages"] > 0 and res["compiled"]["shadow_byte_pages"] > 0


@needs_clang
def test_a_load_site_checks_its_pages_again_after_a_run_of_word_pages(monkeypatch):
    """site_retry.c's summing loop reads 512 doubles on word-mode pages, then 65024 on
    dword pages, four times: the inlined load stops checking after FRESH_TRIES word-mode
    pages in a row and calls the runtime, but checks again after FRESH_RETRY loads, so
    the runtime does a small part of the 262144 loads (4096 in each context: 1024 a
    sweep; stopping for good, it did all 262144)."""
    res = _engines(KERNELS / "site_retry.c", None, (), False, monkeypatch)
    assert res["compiled"] == res["replay"]
    assert res["runtime_loads"] and all(n < 20000 for n in res["runtime_loads"]), res["runtime_loads"]


@needs_clang
def test_shadow_is_populated_ahead_of_the_program(monkeypatch):
    """A run whose shadow outgrows the first pages has a helper thread fault the next ones
    in ahead of the program (levels_ahead.c), at most AHEAD_BYTES (8 MiB) or half the
    shadow taken so far beyond it, which must change no result; not when a consumer
    reads every access (the reuse analysis): its core is then busy."""
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one core: nothing populates ahead")
    res = _engines(KERNELS / "bigcopy.c", None, (), False, monkeypatch)
    assert res["ahead_bytes"] > 2 << 20
    assert res["compiled"] == res["replay"]
    res = _engines(KERNELS / "bigcopy.c", None, (), False, monkeypatch, busy=True)
    assert res["ahead_bytes"] == 0
    assert res["compiled"] == res["replay"]


@needs_clang
def test_analyze_replays_in_the_program_and_the_replay_stays_available():
    """The default engine has the program replay itself; --engine replay runs numba;
    the profiles are the same."""
    src = str(KERNELS / "dot.c")
    _, program = load_program([src], "dot")
    assert len(ReplayConsumer(program).level_plans()) == 2  # the chain and the tree replay
    assert ReplayConsumer(program, engine="replay").level_plans() == []
    runs = {e: profile_program(src, AnalysisOptions(kernel="dot", engine=e, analyses=("schedule",)))
            for e in ("compiled", "replay")}
    assert runs["compiled"].profile.reduction_trees is not None
    compiled, replayed = (replace(r.profile, native_time_s=0.0, analysis_time_s=0.0, memory=None)
                          for r in runs.values())
    assert compiled == replayed


VARIADIC = r"""
#include <stdarg.h>
#include <stdio.h>
static double sum(int n, ...) {
    va_list ap; va_start(ap, n); double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap); return s;
}
double kernel(const double *a, int n) {
    double s = 0;
    for (int i = 0; i + 2 < n; i++) s += sum(3, a[i], a[i + 1], a[i + 2]);
    return s;
}
int main(void) { double a[64]; for (int i = 0; i < 64; i++) a[i] = i; printf("%f\n", kernel(a, 64)); return 0; }
"""


@needs_clang
def test_a_variadic_function_keeps_the_replay(tmp_path):
    """The replay hands a call's extra arguments to a variadic callee's first slots,
    which the compiled levels do not mimic: such programs keep the replay."""
    src = tmp_path / "variadic.c"
    src.write_text(VARIADIC)
    _, program = load_program([str(src)], "kernel")
    tables = build_tables(program, parallel_reductions=True, whole_program=False)
    plan = level_plan(tables, node_classes(program, tables), tree=True)
    assert not levels_ir.plan_supported(plan, program)
    rc = ReplayConsumer(program)
    assert rc.level_plans() == [] and rc.tree is not None


def test_the_runtime_asks_for_room_before_it_maps_shadow():
    """The runtime's room callback ends the run with a message when the machine cannot
    hold the next chunk of shadow, and when the system refused one (-1)."""
    failures: list[BaseException] = []
    room = levels_runtime.room_callback(failures.append)
    room(64 << 20)
    assert failures == []  # this machine has 64 MiB to spare
    room(1 << 60)
    room(-1)
    assert len(failures) == 2 and all(isinstance(f, ProgramRunError) for f in failures)
    assert all("ran out of memory" in str(f) and "Traceback" not in str(f) for f in failures)
    assert "machine's memory left" in str(failures[0])
    assert "the system refused" in str(failures[1]) and "--max-memory" in str(failures[1])


@needs_clang
def test_the_runtime_builds_and_exports_what_the_program_calls():
    """clang builds the library (cached); it defines every function and global the
    instrumented module declares (levels_ir.DECLARATIONS), those the inlined runtime
    calls (exec/levels/inline.py: the dependence counts) included."""
    import ctypes
    import re

    lib_path = levels_runtime.runtime()
    assert lib_path is not None and lib_path.exists()
    lib = ctypes.CDLL(str(lib_path))
    names = [a or b for a, b in re.findall(r"^declare [^@]*@(__am_\w+)|^@(__am_\w+) = external",
                                           levels_ir.DECLARATIONS, re.M)]
    assert len(names) >= 10 and {"__am_lv_load", "__am_dp_count_read", "__am_lv_store"} <= set(names)
    for name in names:
        assert getattr(lib, name) is not None


@needs_clang
def test_a_sampled_run_keeps_the_exact_schedule_and_drops_block_words():
    """With the program replaying itself, nothing reads block words, and a sampled run
    may filter its accesses in the program even with the schedule: the schedule and the
    loops stay exact, the access totals too, and the stream shrinks."""
    canonical, _ = load_program([str(ROOT / "workloads" / "spmv" / "spmv.ll")], "spmv")
    opts = {"analyses": ["schedule", "reuse"], "line_sizes": [64]}
    base = dict(mode="instrumented", consumer="automatch.analyses.consumers:make_consumers",
                ir_text=canonical.text, kernel=canonical.kernel,
                argv=("spmv", str(ROOT / "workloads" / "spmv" / "inputs" / "small.bin")))
    runs = {
        "replay": run_program(RunConfig(consumer_options={**opts, "engine": "replay"}, **base)),
        "compiled": run_program(RunConfig(consumer_options=opts, **base)),
        "sampled": run_program(RunConfig(consumer_options={**opts, "sample_rate": 0.05}, **base)),
    }
    schedules = {k: {f: r.results[f] for f in ("schedule", "loops", "block_counts", "branch_misses")}
                 for k, r in runs.items()}
    assert schedules["compiled"] == schedules["replay"] == schedules["sampled"]
    memory = {k: r.results["memory"] for k, r in runs.items()}
    assert memory["compiled"]["loads"] == memory["replay"]["loads"] == memory["sampled"]["loads"] > 0
    assert runs["compiled"].events < runs["replay"].events  # no block words
    assert runs["sampled"].events < runs["compiled"].events / 4
    # the numba replay reads every event: the child keeps them all (exec.child.prefilter)
    replay_sampled = run_program(RunConfig(consumer_options={**opts, "sample_rate": 0.05,
                                                             "engine": "replay"}, **base))
    assert replay_sampled.events == runs["replay"].events


def test_the_inlined_runtimes_metadata_comes_after_the_modules_own():
    """The TBAA nodes of the inlined runtime (exec/levels_inline*.py) take ids no node of
    the module uses, and every load and store of its IR is tagged but the allocas'."""
    from automatch.exec.levels.inline import free_metadata_id
    from automatch.exec.levels.inline_access import inlined_runtime

    module = "!0 = !{}\n  %x = load i64, ptr %p, align 8, !tbaa !17\n!llvm.ident = !{!3}\n"
    assert free_metadata_id(module) == 18
    assert free_metadata_id("define void @f() {\n  ret void\n}\n") == 0
    text = inlined_runtime(4, 18)
    assert "!18 = " in text and "!17 = " not in text and "!@" not in text
    untagged = [line for line in text.splitlines()
                if (" = load " in line or line.lstrip().startswith("store ")) and "!tbaa" not in line]
    assert untagged and all(any(f"ptr {a}," in line for a in ("%ta", "%tb", "%prevp")) for line in untagged)


@needs_clang
def test_a_program_with_debug_info_replays_itself_as_the_replay_does(monkeypatch):
    """Built with -g, the module holds hundreds of metadata nodes of its own: the inlined
    runtime's numbering must follow them (a clash fails the module's parse)."""
    res = _engines(KERNELS / "stencil2d.c", "stencil2d", (), False, monkeypatch, cflags=("-g",))
    assert res["plans"] >= 1
    assert res["compiled"] == res["replay"]
