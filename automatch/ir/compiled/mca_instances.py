"""Short loop instances in llvm-mca: how far consecutive instances' chains overlap.

llvm-mca times an innermost loop in its steady state: the body repeated without end,
so a floating-point accumulator carried from iteration to iteration (``s += a[k] *
b[k]``) is one endless chain, and its latency sets the cycles (4 a link for an FMA on
Zen). In a program the loop runs as instances: each ends, the accumulator is stored,
and the next instance starts a new chain, which the core's out-of-order window can
start before the last one has finished. How far that overlap goes depends on the
window, the schedulers and the ports: what the target's scheduling model in llvm-mca
knows. So an instance is timed as mca times a loop: the body repeated ``copies`` times
(the machine iterations of one instance of the chain), then each accumulator zeroed
with a dependency-breaking idiom (``vxorpd r, r, r``: the next chain's start), and that
region iterated. A 5 x 5 filter's chain of 25 FMAs per output point runs 1.7 cycles a
link on znver5 this way against 4.0 in the steady state.

x86 only (AT&T syntax as llc prints it); elsewhere no accumulator is found and the
steady state stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from automatch.ir.compiled.llvm_tools import mca_slopes

__all__ = ["MAX_REGION_INSTRUCTIONS", "accumulators", "instance_region", "time_instances"]

# vector/scalar fp arithmetic whose destination may carry a chain (AVX forms: the
# destination is the last operand; an FMA always overwrites one of its sources)
_ARITH = re.compile(r"^v(fn?m(?:add|sub)\d{3}|add|sub|mul)[sp][sd]\s+(.*)$")
_REG = re.compile(r"%([xyz]mm)(\d+)")
_READ_ONLY = ("vucomi", "vcomi", "ucomi", "comi", "vptest", "ptest")  # flags only
# the longest region timed: a longer instance is close to the steady state anyway, and
# mca's time grows with the region
MAX_REGION_INSTRUCTIONS = 4096


def accumulators(body: Sequence[str]) -> tuple[int, ...]:
    """The vector registers (numbers) that carry an fp chain from one iteration of
    ``body`` to the next: read before the body writes them (so the value is the
    previous iteration's) and written by its fp arithmetic (so it is a chain's value,
    not a constant). The compiler may rotate the chain through registers
    (``vfmadd132sd m, %xmm0, %xmm1`` ... ``vfmadd132sd m, %xmm1, %xmm0``): the register
    read first is the carried one. An FMA reads its destination too."""
    read_first: set[int] = set()
    written: set[int] = set()
    arith_dest: set[int] = set()
    for ins in body:
        text = ins.strip()
        parts = text.split(None, 1)
        if len(parts) < 2:
            continue
        ops = [o.strip() for o in parts[1].split(",")]
        last = _REG.fullmatch(ops[-1])
        m = _ARITH.match(text)
        reads = {int(r.group(2)) for o in ops[:-1] for r in _REG.finditer(o)}
        if last is not None and (text.startswith(_READ_ONLY) or (m and m.group(1).startswith("f"))):
            reads.add(int(last.group(2)))  # a compare reads it; an FMA accumulates into it
        read_first |= reads - written
        if last is not None and not text.startswith(_READ_ONLY):
            written.add(int(last.group(2)))
            if m:
                arith_dest.add(int(last.group(2)))
    return tuple(sorted(read_first & arith_dest))


def instance_region(body: Sequence[str], copies: int) -> tuple[str, ...] | None:
    """``body`` ``copies`` times, then every accumulator zeroed (the next instance's
    chain starts fresh); None when the body has no accumulator (nothing to overlap: the
    steady state is the instance's time) or the region would pass
    :data:`MAX_REGION_INSTRUCTIONS`."""
    acc = accumulators(body)
    if not acc or copies < 1 or copies * len(body) > MAX_REGION_INSTRUCTIONS:
        return None
    return tuple(body) * copies + tuple(f"vxorpd %xmm{r}, %xmm{r}, %xmm{r}" for r in acc)


def time_instances(regions: Sequence[tuple[str, ...]], mcpu: str) -> list[float]:
    """Cycles per iteration of each region in llvm-mca's steady state (the slope
    between two iteration counts scaled to the region's length, at least the ports'
    bound; ir/compiled/llvm_tools.mca_slopes), cached by content."""
    return [cycles for cycles, _rt in mca_slopes(regions, mcpu)]
