"""The critical path's composition and the two reduction schedules, in and out of JSON.

The replay (replay_kernel.py) carries next to each value's level the composition of
the longest chain that produced it (``pk``: two packed int64 words, see
:func:`unpack_path`); this module turns them into :class:`CriticalPath` and serialises
the schedule fields that profile format 2 added (docs/profile-schema.md).
"""

from __future__ import annotations

from typing import Any

from automatch.analyses.profile import CriticalPath, ParallelismProfile, Profile, TreeSchedule
from automatch.errors import InputError

# Node classes of the replay (ReplayConsumer.node_class) and the packed path words:
# word A = n_div << 32 | n_special, word B = n_int << 32 | n_memory_links.
CLASS_ADD_MUL, CLASS_DIV, CLASS_SPECIAL, CLASS_INT = 0, 1, 2, 3
LOW = (1 << 32) - 1


def unpack_path(depth: int, pka: int, pkb: int) -> CriticalPath:
    """The composition of a path of ``depth`` levels from its two packed words."""
    div, special = int(pka) >> 32, int(pka) & LOW
    int_ops, links = int(pkb) >> 32, int(pkb) & LOW
    add_mul = max(0, int(depth) - div - special - int_ops)
    return CriticalPath(add_mul=add_mul, div=div, special=special, int_ops=int_ops,
                        memory_links=links)


def path_to_dict(c: CriticalPath) -> dict[str, int]:
    return {"add_mul": c.add_mul, "div": c.div, "special": c.special, "int_ops": c.int_ops,
            "memory_links": c.memory_links}


def path_from_dict(d: Any, where: str) -> CriticalPath:
    if not isinstance(d, dict):
        raise InputError(f"profile JSON: '{where}' must be an object")
    vals = {}
    for k in ("add_mul", "div", "special", "int_ops", "memory_links"):
        v = d.get(k, 0)
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise InputError(f"profile JSON: '{where}.{k}' must be a non-negative integer, got {v!r}")
        vals[k] = v
    return CriticalPath(**vals)


def schedule_extras_to_dict(p: Profile) -> dict[str, Any]:
    """The format-2 schedule fields of the inner ``profile`` object."""
    t = p.reduction_trees
    return {
        "critical_path": path_to_dict(p.critical_path),
        "parallel_regions": p.parallel_regions,
        "reductions_as": p.reductions_as,
        "reduction_trees": None if t is None else {
            "depth": t.depth,
            "widths": list(t.parallelism.widths),
            "repeats": list(t.parallelism.repeats),
            "critical_path": path_to_dict(t.critical_path),
        },
    }


def schedule_extras_from_dict(p: dict[str, Any]) -> dict[str, Any]:
    """Profile keyword arguments for the format-2 schedule fields (absent: defaults)."""
    out: dict[str, Any] = {}
    if "critical_path" in p:
        out["critical_path"] = path_from_dict(p["critical_path"], "profile.critical_path")
    regions = p.get("parallel_regions", 0)
    if isinstance(regions, bool) or not isinstance(regions, int) or regions < 0:
        raise InputError(f"profile JSON: 'profile.parallel_regions' must be a non-negative integer, got {regions!r}")
    out["parallel_regions"] = regions
    how = p.get("reductions_as", "chain")
    if how not in ("chain", "tree"):
        raise InputError(f"profile JSON: 'profile.reductions_as' is {how!r}; expected chain or tree")
    out["reductions_as"] = how
    t = p.get("reduction_trees")
    if t is not None:
        where = "profile.reduction_trees"
        if not isinstance(t, dict):
            raise InputError(f"profile JSON: '{where}' must be an object or null")
        try:
            depth = int(t["depth"])
            widths = tuple(int(x) for x in t["widths"])
            repeats = tuple(int(x) for x in t["repeats"])
        except (KeyError, TypeError, ValueError) as e:
            raise InputError(f"profile JSON: '{where}' needs integer depth, widths and repeats ({e})") from None
        if len(widths) != len(repeats) or depth < 0:
            raise InputError(f"profile JSON: '{where}': widths and repeats differ in length, or depth < 0")
        out["reduction_trees"] = TreeSchedule(
            depth=depth, parallelism=ParallelismProfile(widths, repeats),
            critical_path=path_from_dict(t.get("critical_path", {}), where + ".critical_path"))
    return out


def schedule_fields(sched: dict[str, Any]) -> dict[str, Any]:
    """Profile keyword arguments from the replay's ``schedule`` result (replay.py)."""
    out: dict[str, Any] = {}
    if "critical_path" in sched:
        out["critical_path"] = path_from_dict(sched["critical_path"], "schedule.critical_path")
    out["reductions_as"] = sched.get("reductions_as", "chain")
    t = sched.get("tree")
    if t is not None and t["depth"] != sched["depth"]:
        out["reduction_trees"] = TreeSchedule(
            depth=int(t["depth"]), parallelism=ParallelismProfile(tuple(t["widths"]), tuple(t["repeats"])),
            critical_path=path_from_dict(t.get("critical_path", {}), "schedule.tree.critical_path"))
    return out
