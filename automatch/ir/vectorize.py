"""Which loops LLVM's loop vectorizer vectorizes (on a copy of the canonical module).

The paper's f_v counts the operations executed in such loops. The canonical module is
optimised at O3 for the host; the vectorizer names its loop bodies ``vector.body``, and
the debug lines of their instructions map the result back onto the canonical loops (a
loop is vectorised when most of its operations' lines are among them).
"""

from __future__ import annotations

import re

import llvmlite.binding as llvm

from automatch.ir.canonical import target_machine, untargeted

_LABEL = re.compile(r"^([-\w.$]+):")
_DBG = re.compile(r"!dbg (!\d+)")
_DILOC = re.compile(r"^(!\d+) = (?:distinct )?!DILocation\(line: (\d+)", re.M)


def vectorized_loop_lines(canonical_text: str) -> frozenset[int]:
    """Source lines of the instructions inside the vector bodies that O3 produced for
    the host CPU. The functions' own target attributes are dropped first: with them the
    vectoriser costed a generic x86-64 without FMA, where the canonical ``llvm.fma``
    calls are library calls, and refused every loop holding one (a 5 x 5 convolution
    that clang -O3 vectorises on any x86-64 got f_v = 0)."""
    mod = llvm.parse_assembly(untargeted(canonical_text))
    # The copy may inline the kernel away; vectorisation decisions do not depend on it.
    tm = target_machine(3)
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pto.loop_vectorization = True
    pto.slp_vectorization = False
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(mod, pb)
    text = str(mod)
    locs = {k: int(v) for k, v in _DILOC.findall(text)}
    lines: set[int] = set()
    in_vector_body = False
    for ln in text.splitlines():
        label = _LABEL.match(ln)
        if label:
            in_vector_body = label.group(1).startswith("vector.body")
            continue
        if ln.startswith("}"):
            in_vector_body = False
        if in_vector_body:
            m = _DBG.search(ln)
            if m and m.group(1) in locs and locs[m.group(1)] > 0:
                lines.add(locs[m.group(1)])
    return frozenset(lines)
