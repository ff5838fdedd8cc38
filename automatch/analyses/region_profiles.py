"""Whole-program mode: one Profile per region (loop nest or named function) from the
consumers' per-region results.

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
from automatch.analyses.intwork import region_units
from automatch.analyses.profile import Profile, RegionProfile
from automatch.ir.program import OpClass, Program
from automatch.ir.regions import RegionFunction, program_regions, region_order


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
    loops: bool = True,
    functions: tuple[str, ...] = (),
) -> tuple[RegionProfile, ...]:
    """The RegionProfiles of a whole-program run, ranked by share of native time.

    ``whole`` is the whole program's Profile (its ``native_time_s`` is split by share);
    ``loops`` and ``functions`` (IR names) say which regions the run had, as the child
    was told (automatch.ir.regions.program_regions). A function region is named by its
    demangled name.
    """
    listed = program_regions(program, loops=loops, functions=functions)
    regions = {r.id: r for r in listed}
    # the work unit per region, as the child's replay decided it (consumers.make_consumers)
    int_blocks, has_float = region_units(program, listed, count_int_ops)
    names = {r.id: r.name for r in regions.values()}
    if functions:
        from automatch.ir.canonical import demangle

        shown = demangle(list(functions))
        names.update((r.id, shown[r.function]) for r in regions.values() if isinstance(r, RegionFunction))
    mems = results.get("region_memory", {})
    total = dynamic_instructions(program, results.get("block_counts", [])) or 1
    out = []
    for rr in results.get("regions", []):
        reg = regions[rr["id"]]
        sub = {"schedule": rr["schedule"], "block_counts": rr["block_counts"], "loops": rr["loops"],
               "branch_misses": rr.get("branch_misses", 0),
               "block_branch_misses": rr.get("block_branch_misses", [])}
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
            extra={"region": names[reg.id]},
            ir_text=ir_text,
            int_blocks=int_blocks,
            region_float=has_float[reg.id] if int_blocks else None,
        )
        p = dataclasses.replace(
            p, kernel=names[reg.id], loops=tuple(lp for lp in p.loops if lp.instances)
        )
        out.append(
            RegionProfile(
                name=names[reg.id],
                function=reg.function,
                first_line=reg.first_line,
                last_line=reg.last_line,
                loop=reg.loop,
                instances=rr["instances"],
                native_share=share,
                native_time_s=whole.native_time_s * share,
                profile=p,
                kind=reg.kind,
                order=region_order(reg, program),
            )
        )
    out.sort(key=lambda r: (-r.native_share, r.name))
    return tuple(out)
