"""Whole-program mode: one Profile per region from the consumers' per-region results.

The replay (replay.py) and the reuse consumer (consumers.py) return, next to the
whole program's results, a ``regions`` list (schedule, block counts and loop
statistics of each region's rows) and a ``region_memory`` map (each region's own
access counts and stack-distance histograms). Each region's results have the shape of
a whole run's, so :func:`automatch.analyses.assemble.assemble_profile` builds its
Profile unchanged; this module adds the region's name, source lines and native time.
"""

from __future__ import annotations

import dataclasses

from automatch.analyses.assemble import assemble_profile
from automatch.analyses.profile import Profile, RegionProfile
from automatch.ir.program import OpClass, Program
from automatch.ir.regions import region_loops


def dynamic_instructions(program: Program, block_counts: list[int]) -> int:
    """IR instructions executed (debug intrinsics excluded): the weight of a region's
    share of the native time."""
    total = 0
    for b, c in enumerate(block_counts):
        if c:
            blk = program.blocks[b]
            n = sum(1 for i in blk.instructions if program.instructions[i].opclass != OpClass.DEBUG)
            total += c * n
    return total


def region_profiles(
    program: Program,
    results: dict,
    whole: Profile,
    *,
    vec_lines: frozenset[int],
    count_int_ops: bool,
    ir_text: str | None = None,
) -> tuple[RegionProfile, ...]:
    """The RegionProfiles of a whole-program run, ranked by share of native time.

    ``whole`` is the whole program's Profile (its ``native_time_s`` is split by share).
    """
    regions = {r.id: r for r in region_loops(program)}
    mems = results.get("region_memory", {})
    total = dynamic_instructions(program, results.get("block_counts", [])) or 1
    out = []
    for rr in results.get("regions", []):
        reg = regions[rr["id"]]
        sub = {"schedule": rr["schedule"], "block_counts": rr["block_counts"], "loops": rr["loops"]}
        if str(rr["id"]) in mems:
            sub["memory"] = mems[str(rr["id"])]
        share = dynamic_instructions(program, rr["block_counts"]) / total
        p = assemble_profile(
            program,
            sub,
            vec_lines=vec_lines,
            count_int_ops=count_int_ops,
            sync_override=None,
            native_time_s=whole.native_time_s * share,
            analysis_time_s=0.0,
            input_description=whole.input_description,
            tool_version=whole.tool_version,
            extra={"region": reg.name},
            ir_text=ir_text,
        )
        p = dataclasses.replace(
            p, kernel=reg.name, loops=tuple(lp for lp in p.loops if lp.instances)
        )
        out.append(
            RegionProfile(
                name=reg.name,
                function=reg.function,
                first_line=reg.first_line,
                last_line=reg.last_line,
                loop=reg.loop,
                instances=rr["instances"],
                native_share=share,
                native_time_s=whole.native_time_s * share,
                profile=p,
            )
        )
    out.sort(key=lambda r: (-r.native_share, r.name))
    return tuple(out)
