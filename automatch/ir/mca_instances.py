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

from automatch.ir.machine_loops import MCA_ITERATIONS, run_mca

__all__ = ["MAX_REGION_INSTRUCTIONS", "accumulators", "instance_region", "time_instances"]

# vector/scalar fp arithmetic whose destination may carry a chain (AVX forms: the
# destination is the last operand; an FMA always overwrites one of its sources)
_ARITH = re.compile(r"^v(fn?m(?:add|sub)\d{3}|add|sub|mul)[sp][sd]\s+(.*)$")
_REG = re.compile(r"%([xyz]mm)(\d+)")
# the longest region timed: a longer instance is close to the steady state anyway, and
# mca's time grows with the region
MAX_REGION_INSTRUCTIONS = 4096


def accumulators(body: Sequence[str]) -> tuple[int, ...]:
    """The vector registers (numbers) that fp arithmetic in ``body`` both reads and
    writes: the loop-carried accumulators of its chains (an FMA's destination always;
    an add, subtract or multiply's when it is also a source)."""
    found: set[int] = set()
    for ins in body:
        m = _ARITH.match(ins.strip())
        if not m:
            continue
        ops = [o.strip() for o in m.group(2).split(",")]
        dest = _REG.fullmatch(ops[-1])
        if dest is None:
            continue
        sources = {r.group(2) for o in ops[:-1] if (r := _REG.fullmatch(o))}
        if m.group(1).startswith("f") or dest.group(2) in sources:
            found.add(int(dest.group(2)))
    return tuple(sorted(found))


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
    between two iteration counts, at least the ports' bound), all regions in one mca
    run per count."""
    if not regions:
        return []
    n0, n1 = MCA_ITERATIONS
    r0, r1 = run_mca(list(regions), mcpu, n0), run_mca(list(regions), mcpu, n1)
    return [max((c1 - c0) / (n1 - n0), rt) for (c0, rt), (c1, _) in zip(r0, r1, strict=True)]
