"""Indirect calls run the instrumented copies, however a defined function is reached.

A call through a function pointer (a table filled by main outside the region, a
parameter, recursion through a global pointer) and a callback that libc makes (qsort's
and bsearch's comparator) must run the function's instrumented copy, so its flops are
counted; a pointer to a libc function (sqrt) must still be called as it is; a kernel
reached only through a pointer must still be the timed region. The figures are derived
by hand from the fixtures (tests/exec/fixtures/{fnptr_table,qsort_callback,
kernel_by_pointer}.c); before the fix each one counted only the caller's flops.
"""

from __future__ import annotations

import re
import subprocess

from automatch.analyses.schedule.tables import (
    CALL_EXTERNAL,
    CALL_INDIRECT,
    CALL_OPAQUE,
    build_tables,
)
from automatch.exec.instrument.indirect import address_taken
from automatch.exec.instrument.rewrite import build_modules
from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.pipeline import AnalysisOptions, load_program, profile_program


def _profile(fixtures, clang: str, tmp_path, name: str, kernel: str):
    """Profile ``name`` (schedule only); both runs print what the program built by clang prints."""
    exe = tmp_path / name
    subprocess.run([clang, "-O0", "-w", str(fixtures / f"{name}.c"), "-o", str(exe), "-lm"],
                   check=True, capture_output=True)
    expected = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    run = profile_program([str(fixtures / f"{name}.c")], AnalysisOptions(kernel=kernel, analyses=("schedule",)))
    assert run.native_stdout == expected and run.instrumented_stdout == expected
    assert run.profile.extra["output_matches_native"] is True
    return run


def test_function_pointer_table_counts_the_callees(exec_fixtures, clang, tmp_path):
    # 40 elements, tab[i % 4]: inc (1 add), sq (1 mul), cube (2 muls), sqrt (a libc
    # pointer: called as it is, an opaque call), 10 calls each; plus the 40 adds of s.
    run = _profile(exec_fixtures, clang, tmp_path, "fnptr_table", "apply_table")
    f = run.profile.flops
    assert (f.total, f.add, f.mul, f.special) == (80, 50, 30, 0)
    # s chains the 40 adds; the first waits for inc's add (level 1): D = 41
    assert run.profile.depth == 41
    # the stored pointers are the program's: tab[1] == sq and tab[3] == sqrt hold
    assert run.native_stdout.strip().endswith("same 1 1")


def test_qsort_and_bsearch_call_back_into_the_copy(exec_fixtures, clang, tmp_path):
    # one fsub per comparator call; the program counts its calls itself and prints them
    run = _profile(exec_fixtures, clang, tmp_path, "qsort_callback", "sort_and_find")
    calls = int(re.search(r"calls (\d+)", run.native_stdout).group(1))
    assert calls > 64  # qsort and bsearch both called back
    f = run.profile.flops
    assert (f.total, f.add) == (calls, calls)
    assert run.profile.depth == 1  # each difference reads the array libc sorted


def test_kernel_reached_through_a_pointer_is_the_region(exec_fixtures, clang, tmp_path):
    # main calls tree_sum only through self_ptr, and tree_sum recurses through it: 16
    # leaves (one mul each), 15 inner adds; D = 1 + log2(16)
    run = _profile(exec_fixtures, clang, tmp_path, "kernel_by_pointer", "tree_sum")
    f = run.profile.flops
    assert (f.total, f.mul, f.add) == (31, 16, 15)
    assert run.profile.depth == 5
    assert run.native_region_s > 0 and run.instrumented_region_s > 0


def test_call_sites_and_mapping_in_the_modules(exec_fixtures, clang):
    canonical, program = load_program([str(exec_fixtures / "qsort_callback.c")], "sort_and_find")
    defined = {f.name for f in program.functions}
    assert address_taken(canonical.text, defined) == ("cmp_double",)
    t = build_tables(program)
    codes = {program.instructions[i].callee: int(t.callee_fn[i])
             for i in range(len(program.instructions)) if program.instructions[i].opcode == "call"}
    assert codes["qsort"] == CALL_EXTERNAL and codes["bsearch"] == CALL_EXTERNAL
    assert codes["printf"] == CALL_OPAQUE
    mods = build_modules(canonical.text, program)
    assert "@__am_fnmap" not in mods.native  # the native program is the program
    assert re.search(r"call ptr @bsearch\(.*ptr noundef @__am_i\.cmp_double\)", mods.instrumented)

    canonical, program = load_program([str(exec_fixtures / "kernel_by_pointer.c")], "tree_sum")
    t = build_tables(program)
    assert any(int(t.callee_fn[i]) == CALL_INDIRECT for i in range(len(program.instructions)))
    mods = build_modules(canonical.text, program)
    for text in (mods.native, mods.instrumented):  # main's indirect call enters the region
        assert re.search(r"select i1 %__am\.k\d+, ptr @__am_region, ptr %", text)


def test_callbacks_across_many_flushes(exec_fixtures, clang):
    """A buffer of 8 words flushes inside the comparator, called back by libc in the middle
    of its caller's segment: the stream, and what the replay makes of it, do not change."""
    canonical, program = load_program([str(exec_fixtures / "qsort_callback.c")], "sort_and_find")
    results = []
    for words in (8, 1 << 20):
        res = run_program(RunConfig(
            ir_text=canonical.text, kernel=canonical.kernel, mode="instrumented", argv=("q",),
            consumer="automatch.analyses.consumers:make_consumers",
            consumer_options={"analyses": ["schedule"]}, buffer_words=words))
        assert res.exit_code == 0
        # what the replay says of the program (not how it sized its own tables)
        results.append((res.events, {k: v for k, v in res.results.items() if not k.startswith("shadow")}))
    assert results[0] == results[1]
    calls = int(re.search(r"calls (\d+)", res.stdout).group(1))
    cmp_entry = program.function("cmp_double").blocks[0]
    assert results[0][1]["block_counts"][cmp_entry] == calls
    sched = results[0][1]["schedule"]
    assert (sched["depth"], sched["widths"], sched["repeats"]) == (1, [calls], [1])
