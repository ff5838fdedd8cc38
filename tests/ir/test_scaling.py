"""A large generated program (issue 40, item 5): the parent's analysis of its loops must
not walk the whole function once per loop.

Rodinia myocyte (21 MB of IR, hundreds of loops inlined into one huge ``main``) ran its
instrumented run in 5 minutes, then the parent worked 20 more minutes. The step was the
loop classification: ``recurrences._slot_defs`` rebuilt the function's slot table for
every loop and ``_cycle`` walked every instruction of the function for every header
phi: O(loops x instructions). Both are now per function (``Program.cache``) and per loop.
No timing threshold: the test checks the structure (one table per function, shared) and
that the per-loop walk finds exactly what the whole-function walk found.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def _generated(tmp_path: Path, functions: int = 40) -> Path:
    """``functions`` static helpers, each a loop plus straight-line code, all called
    from main's time loop (the canonical pass inlines them into main)."""
    out = ["#include <stdio.h>", "#include <math.h>", "#define NV 64"]
    for f in range(functions):
        out += [
            f"static void f{f}(double *y, const double *p, double *dy) {{",
            "  int k;",
            "  double s = 0.0;",
            "  for (k = 0; k < 8; k++) {",
            f"    dy[k + {f % 50}] += y[k + {(f * 7) % 50}] * p[{f % 64}];",
            "    s += y[k];",
            "  }",
            f"  dy[{f % 64}] = y[{(f * 3) % 64}] - s * exp(-p[{(f * 5) % 64}]);",
            "}",
        ]
    out += [
        "int main(void) {",
        "  static double y[NV], p[NV], dy[NV]; int i, t;",
        "  for (i = 0; i < NV; i++) { y[i] = 0.01 * i; p[i] = 0.5; dy[i] = 0; }",
        "  for (t = 0; t < 2; t++) {",
    ]
    out += [f"    f{f}(y, p, dy);" for f in range(functions)]
    out += ["  }", '  printf("%g\\n", dy[3]);', "  return 0; }"]
    path = tmp_path / "generated.c"
    path.write_text("\n".join(out) + "\n")
    return path


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    import shutil

    if not (shutil.which("clang-19") or shutil.which("clang")):
        pytest.skip("needs clang")
    from automatch.pipeline import load_program

    return load_program([str(_generated(tmp_path_factory.mktemp("gen")))], None)[1]


def test_slot_table_built_once_per_function(big):
    from automatch.analyses.recurrences import _slot_defs

    main = big.function("main").id
    assert len(big.loops_of(main)) > 40  # the helpers' loops, inlined into main
    first = _slot_defs(big, main)
    assert _slot_defs(big, main) is first  # shared, not rebuilt per loop
    assert sum(len(v) for v in first.by_block.values()) == len(first)


def test_per_loop_cycles_match_the_whole_function_walk(big):
    from automatch.analyses.recurrences import _cycle, _slot_defs
    from automatch.ir.program import OpClass

    main = big.function("main").id
    defs = _slot_defs(big, main)
    plain = dict(defs)  # a plain dict: _cycle walks every instruction of the function
    found = 0
    for lp in big.loops_of(main):
        blocks = set(lp.blocks)
        for i in big.blocks[lp.header].instructions:
            phi = big.instructions[i]
            if phi.opclass != OpClass.PHI:
                continue
            fast, slow = _cycle(phi, defs, blocks), _cycle(phi, plain, blocks)
            assert fast == slow
            found += fast is not None
    assert found >= 80  # each helper's counter and its sum s
