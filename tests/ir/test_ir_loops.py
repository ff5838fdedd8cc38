"""Loop trees of hand-written IR and small C kernels, checked against hand-derived answers."""

from __future__ import annotations

import pytest

from automatch.ir.program import build_program
from automatch.pipeline import load_program


def _summary(program, lp):
    """(header name, depth, parent's header name, #latches, #exits, #blocks) of a loop."""
    parent = program.loops[lp.parent] if lp.parent >= 0 else None
    return (program.blocks[lp.header].name, lp.depth,
            program.blocks[parent.header].name if parent else None,
            len(lp.latches), len(lp.exits), len(lp.blocks))


# ---- hand-written IR, modelled directly (block ids are given in the .ll comments) ----

@pytest.fixture(scope="module")
def hand(ir_fixtures):
    return build_program((ir_fixtures / "hand_loops.ll").read_text(), "f")


def test_hand_blocks_numbered_in_module_order(hand):
    names = [b.name for b in hand.blocks]
    assert names == ["entry", "outer", "inner", "inner.a", "inner.b", "outer.latch", "mid",
                     "w", "w.body", "exit", "entry", "body", "done"]
    assert set(hand.blocks[3].successors) == {2, 5}
    assert hand.blocks[9].successors == ()


def test_hand_loop_tree(hand):
    got = [(lp.id, lp.function_name, lp.header, lp.latches, lp.exits, lp.blocks, lp.depth, lp.parent)
           for lp in hand.loops]
    assert got == [
        (0, "f", 1, (5,), (5,), (1, 2, 3, 4, 5), 1, -1),  # outer
        (1, "f", 2, (3, 4), (3,), (2, 3, 4), 2, 0),  # inner: two latches merged into one loop
        (2, "f", 7, (8,), (7,), (7, 8), 1, -1),  # while loop: the header exits
        (3, "g", 11, (11,), (11,), (11,), 1, -1),  # do-while in one block
    ]
    assert all(lp.line == 0 for lp in hand.loops)  # no debug info
    assert hand.loops_of(1) == (hand.loops[3],)


def test_hand_loop_tree_after_canonicalisation(ir_fixtures):
    _, program = load_program([str(ir_fixtures / "hand_loops.ll")], "f")
    got = sorted(_summary(program, lp)[:3] for lp in program.loops)
    assert got == [("body", 1, None), ("inner", 2, "outer"), ("outer", 1, None), ("w", 1, None)]
    # loop-simplify gave the while loop a preheader (mid was folded away by simplifycfg).
    w = next(lp for lp in program.loops if program.blocks[lp.header].name == "w")
    preds = [b for b in program.blocks if w.header in b.successors and b.id not in w.blocks]
    assert len(preds) == 1 and preds[0].successors == (w.header,)


# ---- C kernels with debug info (tests/ir/fixtures/loops.c) ----

@pytest.fixture(scope="module")
def cloops(ir_fixtures, clang):
    _, program = load_program([str(ir_fixtures / "loops.c")], "kernel")
    return program


def _by_function(program, name):
    fid = program.function(name).id
    return program.loops_of(fid)


def test_kernel_loop_nest_depths_and_parents(cloops):
    loops = _by_function(cloops, "kernel")
    assert len(loops) == 7
    i, j, k = loops[0], loops[1], loops[2]
    assert (i.depth, j.depth, k.depth) == (1, 2, 3)
    assert (i.parent, j.parent, k.parent) == (-1, i.id, j.id)
    assert set(k.blocks) < set(j.blocks) < set(i.blocks)
    # Everything after the nest is at the top level of the kernel.
    assert all(lp.depth == 1 and lp.parent == -1 for lp in loops[3:])
    for lp in loops:
        assert lp.header in lp.blocks and set(lp.latches) <= set(lp.blocks)
        assert len(lp.latches) == 1  # loop-simplify: one backedge


def test_loop_with_break_has_three_exits(cloops):
    search = _by_function(cloops, "kernel")[3]
    # The header (i < n*n false) and the two break statements.
    assert len(search.exits) == 3
    assert search.header in search.exits
    assert len(search.blocks) == 4


def test_while_and_do_while(cloops):
    loops = _by_function(cloops, "kernel")
    do_while = loops[4]
    # do { m--; } while (m > 0): one block that is header, latch and exit.
    assert do_while.blocks == (do_while.header,)
    assert do_while.latches == (do_while.header,) and do_while.exits == (do_while.header,)
    # while (n > 0) of count_down, inlined into the kernel: exits at its header.
    while_loop = loops[5]
    assert while_loop.exits == (while_loop.header,)
    assert len(while_loop.blocks) == 2
    assert while_loop.latches != (while_loop.header,)


def test_loops_of_inlined_helpers_appear_in_kernel(cloops):
    kernel_lines = [lp.line for lp in _by_function(cloops, "kernel")]
    assert 8 in kernel_lines  # while loop of count_down (noinline in C, inlined anyway)
    assert 26 in kernel_lines  # for loop of helper_loop


def test_loop_inside_recursive_callee(cloops):
    loops = _by_function(cloops, "depth")
    assert len(loops) == 1
    assert (loops[0].depth, loops[0].parent, len(loops[0].blocks)) == (1, -1, 2)
    assert [lp.depth for lp in _by_function(cloops, "main")] == [1]


def test_kernel_loop_header_lines(cloops):
    # for i (32), for j (33), for k (34), the breaking loop (37), do-while body m-- (47, the header),
    # count_down's while (8) and helper_loop's for (26).
    assert [lp.line for lp in _by_function(cloops, "kernel")] == [32, 33, 34, 37, 47, 8, 26]


def test_function_lines(cloops):
    assert cloops.function("kernel").line == 31
    assert cloops.function("depth").line == 15
    assert cloops.function("main").line == 52


def test_loop_lines_in_functions_after_the_first(cloops):
    assert [lp.line for lp in _by_function(cloops, "depth")] == [19]
    assert [lp.line for lp in _by_function(cloops, "main")] == [55]


def test_instruction_lines_in_main(cloops):
    main = cloops.function("main")
    lines = {cloops.instructions[i].line for b in main.blocks
             for i in cloops.blocks[b].instructions} - {0}
    # main spans lines 52-60 of loops.c
    assert lines and all(52 <= ln <= 60 for ln in lines), sorted(lines)


REDUCTIONS = """\
#include <stddef.h>
void norms(int n, int m, const double *a, double *out) {
    double ss = 0.0;
    double mx = a[0];
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double v = a[i * m + j];
            ss += v * v;
            if (v > mx)
                mx = v;
        }
    }
    out[0] = ss;
    out[1] = mx;
}
"""


def test_a_reduction_loop_is_named_by_its_for_not_its_accumulator(tmp_path):
    """The outer loop's header holds the phis of ss and mx, which carry the lines they
    are declared on (3 and 4): the loop is the ``for`` of line 5, the inner one line 6."""
    src = tmp_path / "norms.c"
    src.write_text(REDUCTIONS)
    _canon, program = load_program([str(src)], "norms")
    assert [lp.line for lp in program.loops if lp.function_name == "norms"] == [5, 6]
