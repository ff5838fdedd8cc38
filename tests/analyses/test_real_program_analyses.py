"""Analyses that real benchmark programs need (issue 11 items 3, 11, 12; issue 12 item 5).

* Dependences are exact at byte granularity: loops over bool/char/short arrays are as
  parallel as the same loop over int (4-byte shadow granules made neighbouring
  elements one location), and a truly carried char loop stays carried.
* Integer work: a kernel without floating point counts its integer data operations
  (not loop counters, not address arithmetic) as W, and the induction chain stays out
  of D.
* A loop made sequential by a scalar recurrence names it and its source line.

Every expected figure is derived by hand in the comments; each kernel runs once.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.analyses.assemble import classify_loops
from automatch.analyses.profile_json import profile_from_dict, profile_to_dict
from automatch.analyses.recurrences import debug_variable_names
from automatch.pipeline import AnalysisOptions, load_program, profile_program
from automatch.report.terminal import profile_summary_rows

KERNELS = Path(__file__).parent / "kernels"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")

_cache: dict[str, object] = {}


def run(file: str, kernel: str, **kw):
    key = f"{file}:{kernel}:{sorted(kw.items())}"
    if key not in _cache:
        _cache[key] = profile_program(str(KERNELS / file), AnalysisOptions(kernel=kernel, **kw))
    return _cache[key]


def loop_at(prof, line: int):
    (lp,) = [lp for lp in prof.loops if lp.line == line]
    return lp


# -- 1. byte-granular dependences ---------------------------------------------------------
N, T = 3000, 4


def test_subword_arrays_are_as_parallel_as_int_arrays():
    r = run("subword.c", "subword")
    assert r.native_stdout == r.instrumented_stdout
    p = r.profile
    # flag[i] = !flag[i] inside a time loop: every element is read in step s after its
    # write in step s - 1, carried by the time loop only: (T - 1) * N RAW and WAW.
    t_loop, flag_loop = loop_at(p, 14), loop_at(p, 15)
    assert (t_loop.kind, t_loop.carried_raw, t_loop.carried_waw, t_loop.carried_war) == (
        "sequential", (T - 1) * N, (T - 1) * N, 0)
    assert (flag_loop.kind, flag_loop.carried_raw, flag_loop.carried_war, flag_loop.carried_waw) == (
        "parallel", 0, 0, 0)
    # ch[i] += 1 (char), sh[i] *= 3 (short), in[i] += 1 (int): independent iterations.
    for line in (18, 20, 22):
        lp = loop_at(p, line)
        assert (lp.kind, lp.carried_raw, lp.carried_war, lp.carried_waw) == ("parallel", 0, 0, 0), line
    # one barrier per time step (the parallel phase's), as for an int array
    assert p.sync_points == T


def test_carried_char_recurrence_stays_carried():
    p = run("subword.c", "subword").profile
    # chain[i] = chain[i-1] + 1 for i = 1..N-1: iteration i reads the byte iteration
    # i - 1 wrote, except i = 1 (chain[0] was written before the loop): N - 2 RAW. Each
    # byte is written once, and read only after its write: no WAR, no WAW.
    lp = loop_at(p, 24)
    assert (lp.kind, lp.carried_raw, lp.carried_war, lp.carried_waw) == ("sequential", N - 2, 0, 0)
    assert lp.reason == f"{N - 2:,} carried RAW through memory"


def test_memcpy_of_single_bytes_leaves_neighbours_alone():
    p = run("subword.c", "subword").profile
    # memcpy(dst + 2i, src + 2i, 1); odd[i] = dst[2i + 1]: the odd bytes were never
    # written, so reading them depends on nothing, although iteration i - 1 copied into
    # the same 4-byte word half the time.
    lp = loop_at(p, 26)
    assert lp.iterations == N // 2
    assert (lp.kind, lp.carried_raw, lp.carried_war, lp.carried_waw) == ("parallel", 0, 0, 0)


# -- 2. integer work ------------------------------------------------------------------------
n = 1000


def test_parallel_integer_loop_counts_its_adds_not_its_counter():
    p = run("intwork.c", "vadd").profile
    # z[i] = x[i] + y[i]: one add per iteration; i + 1, sext, GEPs and i < n are not work,
    # and the counter's chain is not a dependence chain: every add is on level 1.
    assert p.work_unit == "int op" and p.work > 0
    assert p.flops.int_ops == p.flops.total == n and p.flops.int32 == n
    assert p.depth == 1 and p.parallelism.widths == (n,)
    assert p.precision == "fp32"  # 32-bit integers are rated at the fp32 peak
    assert loop_at(p, 6).kind == "parallel"
    (work_row,) = [v for k, v in profile_summary_rows(p, []) if k == "work W"]
    assert "int ops" in work_row and "no floating-point work" in work_row


def test_integer_prefix_sum_is_a_chain():
    p = run("intwork.c", "prefix").profile
    # s += x[i]; out[i] = s: n adds, each waiting for the previous one (D = n); the
    # running sum adds a value loaded in the loop, so it is no induction, and its partial
    # values are stored in the loop: a scan, which keeps the loop sequential.
    assert p.flops.int_ops == n and p.depth == n
    lp = loop_at(p, 12)
    assert lp.kind == "sequential" and lp.register_recurrences == ("scan:add",)


def test_min_reductions_count_compares_and_selects():
    # m = x[i] < m ? x[i] : m in C (a compare and a branch; the minimum flows through a
    # phi of loaded values, so its level stays 0): n - 1 compares on one level.
    p = run("intwork.c", "minred").profile
    assert p.flops.int_ops == n - 1 and p.depth == 1
    assert loop_at(p, 20).kind == "reduction"
    assert loop_at(p, 20).register_recurrences == ("reduction:select",)
    # The select form (hand-written IR): icmp + select per iteration, chained through m.
    r = run("minsel.ll", "minsel")
    assert r.native_stdout == r.instrumented_stdout == "-1006 -1006\n"
    q = r.profile
    assert q.work_unit == "int op"
    assert q.flops.int_ops == 2 * (n - 1) and q.depth == 2 * (n - 1)
    (lp,) = q.loops
    assert lp.kind == "reduction" and lp.register_recurrences == ("reduction:minmax",)
    # llvm.smin: one operation per iteration.
    s = run("minsel.ll", "minsmin").profile
    assert s.flops.int_ops == n - 1 and s.depth == n - 1


def test_float_kernel_is_unchanged_and_work_adds_no_counters():
    # dot (64 FMAs chained through s): integers are only its loop counter, so even
    # --work adds no integer operation and D stays 64.
    p = run("dot.c", "dot", count_int_ops=True).profile
    assert p.work_unit == "flop + int op"
    assert p.flops.int_ops == 0 and p.flops.total == 128 and p.depth == 64
    q = run("scalarrec.c", "scalarrec").profile  # a float kernel without --work
    assert q.work_unit == "flop" and q.flops.int_ops == 0 and q.flops.total == 2 * 500
    assert q.precision == "fp64"


def test_work_unit_and_recurrences_survive_json():
    p = run("intwork.c", "prefix").profile
    back = profile_from_dict(profile_to_dict(p))
    assert back.work_unit == "int op" and back.flops.int32 == p.flops.int32
    assert back.loops == p.loops


# -- 3. scalar recurrences named --------------------------------------------------------------
def test_scalar_recurrence_is_named_with_its_line():
    p = run("scalarrec.c", "scalarrec").profile
    # x = x * a + b is contracted to one FMA whose *multiplicand* is the running value:
    # not a sum, a sequential recurrence (D = 500 FMAs), carried in a register only.
    lp = loop_at(p, 7)
    assert lp.kind == "sequential" and lp.carried_raw == 0
    assert lp.register_recurrences == ("sequential",) and lp.recurrence_lines == (8,)
    assert p.depth == 500
    assert "scalar recurrence" in lp.reason and "(sequential) at line 8" in lp.reason
    rows = [v for k, v in profile_summary_rows(p, []) if k == "sequential loop"]
    assert rows and "(sequential) at line 8" in rows[0]


def test_recurrence_takes_its_source_name_from_debug_records():
    canonical, program = load_program([str(KERNELS / "scalarrec.c")], "scalarrec")
    stats = {k: [0] * len(program.loops) for k in ("inst", "iters", "raw", "war", "waw", "red")}
    stats["inst"] = [1] * len(program.loops)
    (lp,) = [lp for lp in classify_loops(program, stats, debug_variable_names(program, canonical.text))
             if lp.function == "scalarrec"]
    assert lp.recurrence_names == ("x",) and lp.reason == "scalar recurrence 'x' (sequential) at line 8"


# -- ranges larger than the replay's first shadow -----------------------------------------
def test_a_copy_of_megabytes_at_the_start_is_replayed():
    # memcpy and memset of 4 MiB each span 2 x 256 shadow pages of 16 KiB, more than the
    # replay holds at the start: it must grow to fit them (it used to wait for a
    # growth that never came). The sum then reads every copied and cleared double once:
    # W = 2 N (two fadds per element), the sum a chain (D = 2 N: each element's
    # dst[i] + scratch[i] depends on loads only, then one add into s).
    n = 1 << 19
    r = run("bigcopy.c", "bigcopy", timeout_s=60)
    assert r.native_stdout == r.instrumented_stdout
    p = r.profile
    assert p.flops.total == 2 * n
    assert p.memory.accesses >= 2 * n


def test_library_code_that_ran_unseen_is_named():
    # qsort once, strtod K = 10 times: uninstrumented, so reported with their call
    # counts; malloc, free, memcpy (an intrinsic) and sqrt (an fp special) are not
    r = run("libcalls.c", "libcalls")
    assert r.native_stdout == r.instrumented_stdout
    p = r.profile
    assert [(c.name, c.calls) for c in p.unanalysed_calls] == [("strtod", 10), ("qsort", 1)]
    assert p.flops.special == 1000  # the sqrt calls are counted work
    again = profile_from_dict(profile_to_dict(p))
    assert again.unanalysed_calls == p.unanalysed_calls
    rows = dict(profile_summary_rows(p, []))
    assert rows["not analysed"].startswith("strtod() x10, qsort() x1: library code")


def test_atomic_loads_and_stores_are_accesses():
    # per iteration: a[i], then `last` atomically, then a[i] again (a seq_cst load is an
    # acquire: the later read of a[i] may not reuse the earlier one), `last` stored
    # atomically; then `count` loaded once: 3 N + 1 loads, N stores (the atomic add is a
    # read-modify-write the engine does not count as an access). The generated IR used
    # to take the ordering ("seq_cst") for the pointer and fail to verify.
    n = 1000
    r = run("atomics.c", "atomics")
    assert r.native_stdout == r.instrumented_stdout
    m = r.profile.memory
    assert (m.loads, m.stores) == (3 * n + 1, n)


def test_loops_whose_exit_depends_on_loaded_data_are_searches():
    # line 18 (while a[i] < key) and line 24 (break on a[i] > ...) leave on a value
    # loaded from an address that moves with i: no worksharing loop runs them, so they
    # are sequential and the query loop around line 18 has no phase to synchronise
    # (S = 0; they used to count a barrier per query). Line 30 reloads s->n every
    # iteration (the stores may alias it) but from a fixed address: still parallel.
    r = run("search.c", "search")
    assert r.native_stdout == r.instrumented_stdout
    p = r.profile
    kinds = {lp.line: lp.kind for lp in p.loops}
    assert (kinds[15], kinds[18], kinds[24], kinds[30]) == (
        "sequential", "sequential", "sequential", "parallel")
    assert "search" in loop_at(p, 18).register_recurrences
    assert "its exit depends on data it loads at line 18" in loop_at(p, 18).reason
    assert loop_at(p, 15).sync_points == 0 and p.sync_points == 0


def test_an_exit_decided_by_a_call_is_a_search_only_when_the_call_varies():
    # line 13 leaves when ilogb(i) reaches 6 (i = 64): a libm call on the induction, no
    # load in between, a search; line 15's strlen(name) reads a fixed string (the loop's
    # stores to a
    # long array might alias it, so it is called every iteration): a bound, parallel
    r = run("search_calls.c", "search_calls")
    assert r.native_stdout == r.instrumented_stdout
    kinds = {lp.line: lp.kind for lp in r.profile.loops}
    assert (kinds[13], kinds[15]) == ("sequential", "parallel")
    assert "search" in loop_at(r.profile, 13).register_recurrences
