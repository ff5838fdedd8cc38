"""The program's stack lies at the same offset in its page in every run.

The kernel randomises the stack top below the page size, so stack arrays fell on other
cache lines from run to run and the reuse histograms changed with them; ``@__am_entry``
and the region wrapper pad the stack to a fixed offset first (exec/instrument/region_wrapper.py).
"""

from __future__ import annotations

import os

import pytest

from automatch.exec.instrument.region_wrapper import entry_supported
from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.ir.program import build_program
from automatch.pipeline import load_program

CONSUMER = "automatch.analyses.consumers:make_consumers"


@pytest.fixture(scope="module")
def stack_program(exec_fixtures, clang):
    return load_program([str(exec_fixtures / "stack_arrays.c")], "kernel")[0]


def _reuse(canonical) -> list:
    r = run_program(RunConfig(ir_text=canonical.text, kernel=canonical.kernel, mode="instrumented",
                              argv=("stack_arrays",), consumer=CONSUMER,
                              consumer_options={"analyses": ["reuse"], "line_sizes": [32, 64, 128]}))
    assert r.exit_code == 0
    return r.results["memory"]["reuse"]


def test_stack_arrays_give_one_profile(stack_program):
    with open("/proc/sys/kernel/randomize_va_space") if os.path.exists(
            "/proc/sys/kernel/randomize_va_space") else open(os.devnull) as f:
        if f.read().strip() == "0":
            pytest.skip("address space randomisation is off here: nothing to pin")
    first = _reuse(stack_program)
    for _ in range(4):
        assert _reuse(stack_program) == first


def test_envp_reaches_a_three_argument_main(stack_program):
    for mode in ("native", "instrumented"):
        r = run_program(RunConfig(ir_text=stack_program.text, kernel=stack_program.kernel, mode=mode,
                                  argv=("stack_arrays",), consumer=CONSUMER if mode == "instrumented" else "",
                                  consumer_options={"analyses": ["count"]} if mode == "instrumented" else {}))
        assert r.exit_code == 0
        assert r.stdout.strip().endswith(" 1")


@pytest.mark.parametrize("sig, ok", [
    ("define i32 @main() {\nentry:\n  ret i32 0\n}", True),
    ("define i32 @main(i32 %a, ptr %b) {\nentry:\n  ret i32 0\n}", True),
    ("define i32 @main(i32 %a, ptr %b, ptr %c) {\nentry:\n  ret i32 0\n}", True),
    ("define void @main() {\nentry:\n  ret void\n}", True),
    ("define i64 @main() {\nentry:\n  ret i64 0\n}", False),
    ("define i32 @main(i64 %a, ptr %b) {\nentry:\n  ret i32 0\n}", False),
])
def test_entry_supported_signatures(sig, ok):
    program = build_program(sig + "\n", "main", "")
    assert entry_supported(program.function("main")) is ok
