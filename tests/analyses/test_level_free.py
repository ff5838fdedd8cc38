"""The replay skips level-free instructions (tables.level_free): same results, fewer steps.

Every test program, run once with a consumer that replays its events twice, skipping
and not skipping (consumers/replay_pair.py): the two results (schedule with its tree,
block counts, loop statistics, regions) must be equal. Hand-written IR pins which
instructions the analysis finds level-free.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from automatch.analyses.schedule.tables import K_OTHER, K_SKIP, build_tables, level_free
from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.ir.program import build_program
from automatch.pipeline import load_program

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
KERNELS = HERE / "kernels"
EXEC_FIXTURES = ROOT / "tests" / "exec" / "fixtures"
INCLUDE = ROOT / "automatch" / "include"

# (source, kernel or None for all of main, argv, whole-program regions)
CASES = [
    (KERNELS / "dot.c", "dot", (), False),
    (KERNELS / "matmul.c", "matmul", (), False),
    (KERNELS / "spmv.c", "spmv", (), False),
    (KERNELS / "lu.c", "lu", (), False),
    (KERNELS / "stencil2d.c", "stencil2d", (), False),
    (KERNELS / "scans.c", None, (), False),
    (KERNELS / "silent.c", None, (), False),
    (KERNELS / "listwalk.c", None, (), False),
    (KERNELS / "search_calls.c", None, (), False),
    (KERNELS / "libcalls.c", None, (), False),
    (KERNELS / "intwork.c", None, (), False),
    (KERNELS / "pathchains.c", None, (), False),
    (KERNELS / "dptable.c", None, (), True),
    (KERNELS / "fig6.c", None, (), True),
    (EXEC_FIXTURES / "fnptr_table.c", "apply_table", (), False),
    (EXEC_FIXTURES / "qsort_callback.c", "sort_and_find", (), False),
    (EXEC_FIXTURES / "kernel_by_pointer.c", None, (), True),
    (ROOT / "workloads" / "lud" / "lud.ll", "lud", (str(ROOT / "workloads/lud/inputs/small.bin"),), True),
]


@pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang")
@pytest.mark.parametrize("source,kernel,argv,regions", CASES,
                         ids=[f"{c[0].stem}{'-regions' if c[3] else ''}" for c in CASES])
def test_skipping_replay_equals_the_reference(source, kernel, argv, regions, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(HERE / "consumers"))
    canonical, program = load_program([str(source)], kernel, (f"-I{INCLUDE}",))
    skipped = int((build_tables(program, whole_program=regions).kind == K_SKIP).sum())
    run = run_program(RunConfig(mode="instrumented", consumer="replay_pair:make",
                                consumer_options={"regions": regions}, ir_text=canonical.text,
                                kernel=canonical.kernel, argv=(source.stem, *argv)))
    res = run.results
    assert res["skipping"] == res["reference"]
    assert res["reference"]["schedule"]["depth"] > 0
    assert skipped > 0  # every case has a loop counter or an address the replay skips


HAND = """
define void @kernel(ptr %a, ptr %idx, i64 %n) {
entry:
  %m = add i64 %n, 1
  store i64 %m, ptr %idx
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %i
  %x = load double, ptr %p
  %y = fmul double %x, %x
  %k.p = getelementptr i64, ptr %idx, i64 %i
  %k = load i64, ptr %k.p
  %q = getelementptr double, ptr %a, i64 %k
  %r = getelementptr double, ptr %a, i64 %k
  %z = load double, ptr %r
  store double %y, ptr %q
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @caller(ptr %a, ptr %idx) {
entry:
  %v = load i64, ptr %idx
  call void @kernel(ptr %a, ptr %idx, i64 %v)
  ret void
}
"""


def _free(whole_program: bool) -> set[str]:
    program = build_program(HAND, "kernel", "hand.ll")
    t = build_tables(program, whole_program=whole_program, skip_level_free=False)
    free = level_free(program, t.kind, t.callee_fn, t.ops_start, list(t.ops_flat),
                      whole_program=whole_program)
    return {program.instructions[i].text.split("=")[0].strip() for i in np.flatnonzero(free)
            if program.instructions[i].function == program.functions[0].id}


def test_hand_written_level_free_instructions():
    # The loop counter, the addresses of loads from arguments and the exit compare are
    # free. %q and %r carry the level of an index loaded from memory: %q reaches only
    # a store's address, which keeps no level (free), %r a load's address (kept). In the
    # kernel's region its arguments arrive at level 0, so %m is free; in the whole
    # program the caller passes a loaded value as %n, which %m stores: kept.
    common = {"%i", "%p", "%k.p", "%q", "%i.next", "%done"}
    assert _free(whole_program=False) == common | {"%m"}
    assert _free(whole_program=True) == common


def test_skipped_operations_are_stepped_over():
    program = build_program(HAND, "kernel", "hand.ll")
    t = build_tables(program, whole_program=False)
    ref = build_tables(program, whole_program=False, skip_level_free=False)
    skip = np.flatnonzero(t.kind == K_SKIP)
    assert set(skip) == set(np.flatnonzero((ref.kind == K_OTHER) & (t.kind != K_OTHER)))
    assert not set(t.nxt.tolist()) & set(skip.tolist())  # nxt never lands on one
    loop = program.blocks[1]
    assert t.phi_start[loop.id + 1] == t.phi_start[loop.id]  # %i is free: no phi to run
    assert t.kind[t.blk_body[loop.id]] != K_SKIP
