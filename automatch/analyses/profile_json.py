"""Profile <-> JSON: the versioned, documented file form (docs/profile-schema.md).

Document::

    {"format_version": 1, "tool_version": "0.1.0", "profile": {...}}

``profile_to_dict`` writes every field plus a few derived ones for readers
(``parallelism.average``, ``memory.bytes``, ``reuse[..].accesses``); the derived
ones are ignored on reading. ``profile_from_dict`` accepts either the whole
document or the inner ``profile`` object and raises ``InputError`` naming the
offending field when anything is missing or of the wrong type.
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path
from typing import Any

from automatch.analyses.profile import (
    PROFILE_FORMAT_VERSION,
    READABLE_REGIONS_VERSIONS,
    REGIONS_FORMAT_VERSION,
    DistanceBins,
    FlopCounts,
    IrregularSite,
    LoopProfile,
    MemoryProfile,
    ParallelismProfile,
    Profile,
    RegionProfile,
    ReuseHistogram,
    UnanalysedCall,
)
from automatch.analyses.schedule.critical import schedule_extras_from_dict, schedule_extras_to_dict
from automatch.errors import InputError
from automatch.fileio import atomic_write_text, read_input_bytes

LOOP_KINDS = ("parallel", "reduction", "sequential", "not-run")


def _tool_version() -> str:
    from automatch.version import version

    __version__ = version()

    return __version__


# -- writing ---------------------------------------------------------------------------
def _hist_to_dict(h: ReuseHistogram) -> dict[str, Any]:
    return {**h.to_dict(), "accesses": h.accesses}


def _loop_to_dict(lp: LoopProfile) -> dict[str, Any]:
    return {
        "id": lp.id,
        "function": lp.function,
        "line": lp.line,
        "depth": lp.depth,
        "parent": lp.parent,
        "instances": lp.instances,
        "iterations": lp.iterations,
        "kind": lp.kind,
        "carried_raw": lp.carried_raw,
        "carried_war": lp.carried_war,
        "carried_waw": lp.carried_waw,
        "carried_silent": lp.carried_silent,
        "reduction_raw": lp.reduction_raw,
        "register_recurrences": list(lp.register_recurrences),
        "recurrence_names": list(lp.recurrence_names),
        "recurrence_lines": list(lp.recurrence_lines),
        "contains_parallel": lp.contains_parallel,
        "sync_points": lp.sync_points,
        "sync_kind": lp.sync_kind,
        "instructions": lp.instructions,
        "memory_chains": list(lp.memory_chains),
        "instance_levels": lp.instance_levels,
        "memory_writers": lp.memory_writers,
        "reduction_target_bytes": lp.reduction_target_bytes,
        "trip_slope": lp.trip_slope,
        "branch_misses": lp.branch_misses,
    }


def profile_to_dict(p: Profile) -> dict[str, Any]:
    """The inner ``profile`` object (JSON-serialisable)."""
    f = p.flops
    m = p.memory
    return {
        "program": p.program,
        "kernel": p.kernel,
        "input_description": p.input_description,
        "precision": p.precision,
        "work_unit": p.work_unit,
        "flops": {
            "total": f.total,
            "add": f.add,
            "mul": f.mul,
            "fma": f.fma,
            "div": f.div,
            "special": f.special,
            "compare": f.compare,
            "special_by_name": {name: n for name, n in f.special_by_name},
            "fp32": f.fp32,
            "int_ops": f.int_ops,
            "int32": f.int32,
        },
        "depth": p.depth,
        "parallelism": {
            "average": p.average_parallelism,
            "widths": list(p.parallelism.widths),
            "repeats": list(p.parallelism.repeats),
        },
        "f_im": p.f_im,
        "f_v": p.f_v,
        "sync_points": p.sync_points,
        "sync_source": p.sync_source,
        "branch_misses": p.branch_misses,
        **schedule_extras_to_dict(p),
        "memory": {
            "loads": m.loads,
            "stores": m.stores,
            "bytes": m.bytes,
            "bytes_loaded": m.bytes_loaded,
            "bytes_stored": m.bytes_stored,
            "footprint_bytes": m.footprint_bytes,
            "reuse": {str(h.line_bytes): _hist_to_dict(h) for h in m.reuse},
            **({} if m.untouched_store_bytes is None
               else {"untouched_store_bytes": m.untouched_store_bytes}),
            **({"irregular_sites": [site.to_dict() for site in m.irregular_sites]}
               if m.irregular_sites else {}),
        },
        "loops": [_loop_to_dict(lp) for lp in p.loops],
        **({"unanalysed_calls": [c.to_dict() for c in p.unanalysed_calls]}
           if p.unanalysed_calls else {}),
        "native_time_s": p.native_time_s,
        "analysis_time_s": p.analysis_time_s,
        "extra": dict(p.extra),
        **_regions_to_dict(p),
    }


def _regions_to_dict(p: Profile) -> dict[str, Any]:
    """Whole-program mode: ``regions_format_version`` and ``regions[]`` (absent otherwise)."""
    if not p.regions:
        return {}
    return {"regions_format_version": REGIONS_FORMAT_VERSION, "regions": [
        {"name": r.name, "function": r.function, "first_line": r.first_line,
         "last_line": r.last_line, "loop": r.loop, "instances": r.instances,
         "native_share": r.native_share, "native_time_s": r.native_time_s,
         "time_source": r.time_source, "kind": r.kind, "order": r.order,
         "profile": profile_to_dict(r.profile)}
        for r in p.regions]}


def _regions_from_dict(p: dict, path: str) -> tuple[RegionProfile, ...]:
    if "regions" not in p:
        return ()
    version = p.get("regions_format_version")
    if version not in READABLE_REGIONS_VERSIONS or isinstance(version, bool):
        raise InputError(f"profile JSON: regions_format_version {version!r} is not supported "
                         f"(this automatch reads versions "
                         f"{', '.join(map(str, READABLE_REGIONS_VERSIONS))})")
    out = []
    for i, r in enumerate(_get(p, "regions", list, path)):
        rpath = f"{path}regions[{i}]."
        if not isinstance(r, dict):
            raise InputError(f"profile JSON: '{rpath[:-1]}' must be an object")
        share = float(_get(r, "native_share", float, rpath))
        if not 0.0 <= share <= 1.0:
            raise InputError(f"profile JSON: '{rpath}native_share' must be in [0, 1], got {share!r}")
        out.append(RegionProfile(
            name=_get(r, "name", str, rpath), function=_get(r, "function", str, rpath),
            first_line=_get(r, "first_line", int, rpath), last_line=_get(r, "last_line", int, rpath),
            loop=_get(r, "loop", int, rpath, minimum=-1), instances=_get(r, "instances", int, rpath),
            native_share=share, native_time_s=float(_get(r, "native_time_s", float, rpath)),
            time_source=_get(r, "time_source", str, rpath, "instruction-share"),
            kind=_region_kind(r, rpath), order=_get(r, "order", int, rpath, -1, minimum=-1),
            profile=profile_from_dict(_get(r, "profile", dict, rpath))))
    return tuple(out)


def _region_kind(r: dict, rpath: str) -> str:
    kind = _get(r, "kind", str, rpath, "loop")  # version 1: loop nests only
    if kind not in ("loop", "function"):
        raise InputError(f"profile JSON: '{rpath}kind' must be 'loop' or 'function', got {kind!r}")
    return kind


def profile_document(p: Profile) -> dict[str, Any]:
    """The whole file: format_version, tool_version and the profile."""
    return {
        "format_version": PROFILE_FORMAT_VERSION,
        "tool_version": p.tool_version or _tool_version(),
        "profile": profile_to_dict(p),
    }


# -- reading ---------------------------------------------------------------------------
_MISSING = object()
INT64_MAX = 2**63 - 1  # every count of a profile is a 64-bit integer where it is made


def _big(v: int) -> str:
    """A huge integer in words: its digits would be unreadable (or past Python's limit)."""
    if abs(v) < 10**25:
        return str(v)
    return f"an integer of about {int(abs(v).bit_length() * math.log10(2)) + 1:,} digits"


def _bad_value(v: Any, path: str) -> str | None:
    """The first value under ``v`` (walked without recursion) that no profile holds, as
    "'PATH' ...": a NaN or infinity (automatch writes strict JSON), an integer beyond 64
    bits; None when there is none."""
    stack = [(v, path)]
    while stack:
        x, where = stack.pop()
        if isinstance(x, float) and not math.isfinite(x):
            return f"field '{where}' must be finite, got {x}"
        if isinstance(x, int) and not isinstance(x, bool) and abs(x) > INT64_MAX:
            return (f"field '{where}' is {_big(x)}, beyond the 64-bit counts a profile "
                    "holds; is this the right file?")
        if isinstance(x, dict):
            stack += [(y, f"{where}.{k}") for k, y in reversed(x.items())]
        elif isinstance(x, list):
            stack += [(y, f"{where}[{i}]") for i, y in reversed(list(enumerate(x)))]
    return None


def _check_free_fields(p: dict, path: str) -> None:
    """The fields not read through :func:`_get` (``extra`` is free-form; the schedule
    fields are read by analyses.critical): no NaN, infinity or integer past 64 bits."""
    for key in ("extra", "critical_path", "parallel_regions", "reduction_trees"):
        if key in p:
            why = _bad_value(p[key], f"{path}{key}")
            if why is not None:
                raise InputError(f"profile JSON: {why}")
    t = p.get("reduction_trees")
    if isinstance(t, dict):  # integers, not 1e300 or 2.5 turned into one
        _get(t, "depth", int, f"{path}reduction_trees.")
        _int_list(t, "widths", f"{path}reduction_trees.")
        _int_list(t, "repeats", f"{path}reduction_trees.")


def _get(d: dict, key: str, kind: type | tuple, path: str, default: Any = _MISSING, *,
         minimum: float | None = 0) -> Any:
    """``d[key]`` checked: present (or ``default``), of ``kind``, finite and, for numbers,
    at least ``minimum`` (counts, times and rates are never negative; None: any sign)."""
    if key not in d:
        if default is _MISSING:
            raise InputError(f"profile JSON: missing field '{path}{key}'; regenerate the profile "
                             "with `automatch analyze`.")
        return default
    v = d[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    ok = isinstance(v, kinds) and not (isinstance(v, bool) and bool not in kinds)
    if float in kinds and isinstance(v, int) and not isinstance(v, bool):
        ok = True
    if not ok:
        names = " or ".join(k.__name__ for k in kinds)
        raise InputError(f"profile JSON: field '{path}{key}' should be {names}, got {v!r:.60}")
    if isinstance(v, float) and not math.isfinite(v):
        raise InputError(f"profile JSON: field '{path}{key}' must be finite, got {v}")
    if isinstance(v, int) and not isinstance(v, bool) and abs(v) > INT64_MAX:
        raise InputError(f"profile JSON: field '{path}{key}' is {_big(v)}, beyond the 64-bit "
                         "counts a profile holds; is this the right file?")
    if (minimum is not None and isinstance(v, int | float) and not isinstance(v, bool)
            and v < minimum):
        raise InputError(f"profile JSON: field '{path}{key}' must be at least {minimum}, "
                         f"got {v!r:.60}")
    return v


def _int_list(d: dict, key: str, path: str) -> tuple[int, ...]:
    v = _get(d, key, list, path)
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise InputError(f"profile JSON: '{path}{key}' must be a list of integers")
    if any(x < 0 for x in v):
        raise InputError(f"profile JSON: '{path}{key}' must hold no negative numbers, got "
                         f"{min(v)}")
    if v and max(v) > INT64_MAX:
        raise InputError(f"profile JSON: '{path}{key}' holds {_big(max(v))}, beyond the "
                         "64-bit counts a profile holds; is this the right file?")
    return tuple(v)


def _hist_from_dict(key: str, h: dict, path: str) -> ReuseHistogram:
    if not isinstance(h, dict):
        raise InputError(f"profile JSON: '{path}' must be an object")
    line = _get(h, "line_bytes", int, path + ".", int(key) if key.isdigit() else _MISSING,
                minimum=1)
    if not key.isdigit() or int(key) != line:
        raise InputError(f"profile JSON: reuse key {key!r} must be the line size in bytes "
                         f"({line})")
    lower = _int_list(h, "lower", path + ".")
    upper = _int_list(h, "upper", path + ".")
    counts = _int_list(h, "counts", path + ".")
    if not len(lower) == len(upper) == len(counts):
        raise InputError(f"profile JSON: '{path}' lower/upper/counts differ in length")
    wb = _get(h, "writebacks", dict, path + ".", None)
    irr = _get(h, "irregular", dict, path + ".", None)
    stri = _get(h, "strided", dict, path + ".", None)
    return ReuseHistogram(
        line_bytes=line,
        cold=_get(h, "cold", int, path + "."),
        lower=lower,
        upper=upper,
        counts=counts,
        bins_per_octave=_get(h, "bins_per_octave", int, path + ".", 8, minimum=1),
        sampled_rate=_rate(h, path + "."),
        writeback_from=None if wb is None else _bins_from_dict(wb, "from", f"{path}.writebacks."),
        writeback_until=None if wb is None else _bins_from_dict(wb, "until",
                                                                f"{path}.writebacks."),
        cold_stores=_get(h, "cold_stores", int, path + ".", None),
        lines_written=_get(h, "lines_written", int, path + ".", None),
        irregular=None if irr is None else _bins_from_dict(h, "irregular", path + "."),
        irregular_cold=None if irr is None else _get(irr, "cold", int, f"{path}.irregular.",
                                                     minimum=0),
        strided=None if stri is None else _bins_from_dict(h, "strided", path + "."),
        strided_cold=None if stri is None else _get(stri, "cold", int, f"{path}.strided.",
                                                    minimum=0),
    )


def _site_from_dict(d: Any, path: str) -> IrregularSite:
    if not isinstance(d, dict):
        raise InputError(f"profile JSON: '{path[:-1]}' must be an object")
    return IrregularSite(function=_get(d, "function", str, path), line=_get(d, "line", int, path),
                         store=_get(d, "store", bool, path),
                         accesses=_get(d, "accesses", int, path))


def _bins_from_dict(d: dict, key: str, path: str) -> DistanceBins:
    b = _get(d, key, dict, path)
    p = f"{path}{key}."
    lower, upper, counts = _int_list(b, "lower", p), _int_list(b, "upper", p), _int_list(b, "counts", p)
    if not len(lower) == len(upper) == len(counts):
        raise InputError(f"profile JSON: '{path}{key}' lower/upper/counts differ in length")
    return DistanceBins(lower=lower, upper=upper, counts=counts)


def _rate(h: dict, path: str) -> float:
    rate = float(_get(h, "sampled_rate", float, path, 1.0))
    if not 0 < rate <= 1:
        raise InputError(f"profile JSON: field '{path}sampled_rate' must be in (0, 1], "
                         f"got {rate}")
    return rate


def _loop_from_dict(i: int, d: dict) -> LoopProfile:
    path = f"profile.loops[{i}]."
    if not isinstance(d, dict):
        raise InputError(f"profile JSON: '{path[:-1]}' must be an object")
    kind = _get(d, "kind", str, path)
    if kind not in LOOP_KINDS:
        raise InputError(f"profile JSON: '{path}kind' is {kind!r}; expected one of "
                         + ", ".join(LOOP_KINDS))
    recs = _get(d, "register_recurrences", list, path, [])
    return LoopProfile(
        id=_get(d, "id", int, path, i),
        function=_get(d, "function", str, path),
        line=_get(d, "line", int, path),
        depth=_get(d, "depth", int, path),
        parent=_get(d, "parent", int, path, -1, minimum=-1),
        instances=_get(d, "instances", int, path),
        iterations=_get(d, "iterations", int, path),
        kind=kind,
        carried_raw=_get(d, "carried_raw", int, path, 0),
        carried_war=_get(d, "carried_war", int, path, 0),
        carried_waw=_get(d, "carried_waw", int, path, 0),
        carried_silent=_get(d, "carried_silent", int, path, 0),
        reduction_raw=_get(d, "reduction_raw", int, path, 0),
        register_recurrences=tuple(str(r) for r in recs),
        recurrence_names=tuple(str(r) for r in _get(d, "recurrence_names", list, path, [])),
        recurrence_lines=tuple(int(r) for r in _get(d, "recurrence_lines", list, path, [])),
        contains_parallel=_get(d, "contains_parallel", bool, path, False),
        sync_points=_get(d, "sync_points", int, path, 0),
        sync_kind=_get(d, "sync_kind", str, path, ""),
        instructions=_get(d, "instructions", int, path, 0),
        memory_chains=tuple(str(r) for r in _get(d, "memory_chains", list, path, [])),
        instance_levels=_get(d, "instance_levels", int, path, 0),
        memory_writers=_get(d, "memory_writers", int, path, -1, minimum=-1),
        reduction_target_bytes=_get(d, "reduction_target_bytes", int, path, 0, minimum=0),
        trip_slope=float(_get(d, "trip_slope", float, path, 0.0, minimum=None)),
        branch_misses=int(_get(d, "branch_misses", int, path, 0)),
    )


def profile_from_dict(d: dict[str, Any]) -> Profile:
    """A Profile from the whole document or from its inner ``profile`` object."""
    if not isinstance(d, dict):
        raise InputError("profile JSON: the top level must be an object")
    tool_version = ""
    if "profile" in d or "format_version" in d:
        version = d.get("format_version")
        if version is None or "profile" not in d:
            _not_a_profile(d)
        if version is None:
            raise InputError("profile JSON: missing 'format_version'; this is not an automatch "
                             "profile file (or it predates format version 1)")
        if version != PROFILE_FORMAT_VERSION:
            _not_a_profile(d)
            raise InputError(
                f"profile JSON: format_version {version!r} is not supported (this automatch "
                f"reads version {PROFILE_FORMAT_VERSION}); regenerate the profile with this "
                "version of automatch"
            )
        tool_version = str(d.get("tool_version", ""))
        p = _get(d, "profile", dict, "")
    else:
        p = d
    path = "profile."
    _check_free_fields(p, path)
    fl = _get(p, "flops", dict, path)
    fpath = path + "flops."
    sbn = _get(fl, "special_by_name", dict, fpath, {})
    flops = FlopCounts(
        total=_get(fl, "total", int, fpath),
        add=_get(fl, "add", int, fpath),
        mul=_get(fl, "mul", int, fpath),
        fma=_get(fl, "fma", int, fpath),
        div=_get(fl, "div", int, fpath),
        special=_get(fl, "special", int, fpath),
        compare=_get(fl, "compare", int, fpath, 0),
        special_by_name=tuple((str(k), _get(sbn, k, int, fpath + "special_by_name."))
                              for k in sbn),
        fp32=_get(fl, "fp32", int, fpath, 0),
        int_ops=_get(fl, "int_ops", int, fpath, 0),
        int32=_get(fl, "int32", int, fpath, 0),
    )
    par = _get(p, "parallelism", dict, path)
    widths = _int_list(par, "widths", path + "parallelism.")
    repeats = _int_list(par, "repeats", path + "parallelism.")
    if len(widths) != len(repeats):
        raise InputError("profile JSON: parallelism.widths and .repeats differ in length")
    mem = _get(p, "memory", dict, path)
    mpath = path + "memory."
    reuse = _get(mem, "reuse", dict, mpath, {})
    hists = tuple(
        sorted(
            (_hist_from_dict(k, h, f"{mpath}reuse[{k!r}]") for k, h in reuse.items()),
            key=lambda h: h.line_bytes,
        )
    )
    loads = _get(mem, "loads", int, mpath)
    stores = _get(mem, "stores", int, mpath)
    memory = MemoryProfile(
        loads=loads,
        stores=stores,
        bytes_loaded=_get(mem, "bytes_loaded", int, mpath, 0),
        bytes_stored=_get(mem, "bytes_stored", int, mpath, 0),
        footprint_bytes=_get(mem, "footprint_bytes", int, mpath, 0),
        reuse=hists,
        untouched_store_bytes=_get(mem, "untouched_store_bytes", int, mpath, None),
        irregular_sites=tuple(_site_from_dict(d, f"{mpath}irregular_sites[{i}].")
                              for i, d in enumerate(_get(mem, "irregular_sites", list, mpath, []))),
    )
    if "bytes_loaded" not in mem and "bytes" in mem:  # only the total given: keep it
        memory = MemoryProfile(loads, stores, _get(mem, "bytes", int, mpath), 0,
                               memory.footprint_bytes, hists)
    loops = tuple(_loop_from_dict(i, lp) for i, lp in enumerate(_get(p, "loops", list, path, [])))
    precision = _get(p, "precision", str, path, "fp64")
    if precision not in ("fp64", "fp32"):
        raise InputError(f"profile JSON: 'profile.precision' is {precision!r}; use fp64 or fp32")
    return Profile(
        program=_get(p, "program", str, path, ""),
        kernel=_get(p, "kernel", str, path, "main"),
        flops=flops,
        depth=_get(p, "depth", int, path),
        parallelism=ParallelismProfile(widths, repeats),
        f_im=float(_get(p, "f_im", float, path)),
        f_v=float(_get(p, "f_v", float, path)),
        sync_points=_get(p, "sync_points", int, path),
        sync_source=_get(p, "sync_source", str, path, "loops"),
        branch_misses=_get(p, "branch_misses", int, path, 0),
        memory=memory,
        loops=loops,
        precision=precision,
        work_unit=_get(p, "work_unit", str, path, "flop"),
        native_time_s=float(_get(p, "native_time_s", float, path, 0.0)),
        analysis_time_s=float(_get(p, "analysis_time_s", float, path, 0.0)),
        input_description=_get(p, "input_description", str, path, ""),
        tool_version=tool_version,
        extra=dict(_get(p, "extra", dict, path, {})),
        **schedule_extras_from_dict(p),
        regions=_regions_from_dict(p, path),
        unanalysed_calls=tuple(_call_from_dict(c, f"{path}unanalysed_calls[{i}].")
                               for i, c in enumerate(_get(p, "unanalysed_calls", list, path, []))),
    )


def _not_a_profile(d: dict) -> None:
    """Refuse the other documents automatch writes, saying what they are: a result
    document (``--json`` of analyze or predict) also has a ``profile`` and a
    ``format_version``, so it read as a profile "from a future version"."""
    if "predictions" in d and "profile" in d:
        raise InputError(f"profile JSON: this is a result document (format_version "
                         f"{d.get('format_version')!r}, written by --json of `automatch "
                         "analyze` or `predict`), not a profile; give the profile written by "
                         "`automatch analyze -o FILE` (or `automatch profile -o FILE`)")
    if "plan" in d and "partition" in d:
        raise InputError("profile JSON: this is a partition plan (written by --json of "
                         "`automatch partition`), not a profile; give the profile written by "
                         "`automatch analyze -o FILE` (or `automatch profile -o FILE`)")


def _call_from_dict(d: Any, path: str) -> UnanalysedCall:
    if not isinstance(d, dict):
        raise InputError(f"profile JSON: '{path[:-1]}' must be an object")
    return UnanalysedCall(name=_get(d, "name", str, path), calls=_get(d, "calls", int, path))


# -- files -----------------------------------------------------------------------------
def save_profile(p: Profile, path: str | os.PathLike) -> None:
    """Write the profile document atomically (temporary file, then rename)."""
    atomic_write_text(path, json.dumps(profile_document(p), indent=1, allow_nan=False) + "\n")


MAX_PROFILE_BYTES = 1 << 30  # profiles are KiB to a few MiB; refuse endless inputs


class _HugeInt(int):
    """An integer literal too long for Python's int-from-text limit (4300 digits)."""

    def __new__(cls, text: str):
        obj = super().__new__(cls, INT64_MAX + 1)
        obj.digits = len(text.lstrip("-"))
        return obj


def _parse_json(text: str, path: Path) -> Any:
    """``json.loads``; an integer past Python's digit limit (a ValueError that is not a
    JSONDecodeError) is read again, marked, to name its field in the refusal."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise
    except ValueError:
        limit = sys.get_int_max_str_digits() or 4300

        def parse_int(s: str) -> int:
            return _HugeInt(s) if len(s.lstrip("-")) > limit else int(s)

        doc = json.loads(text, parse_int=parse_int)
        stack = [(doc, "")]
        while stack:
            x, at = stack.pop()
            if isinstance(x, _HugeInt):
                raise InputError(f"profile file {str(path)!r}: field '{at}' is an integer of "
                                 f"{x.digits:,} digits, more than the {limit:,} Python reads "
                                 "and far beyond the 64-bit counts a profile holds; give a "
                                 "file written by `automatch analyze`") from None
            if isinstance(x, dict):
                stack += [(y, f"{at}.{k}" if at else k) for k, y in x.items()]
            elif isinstance(x, list):
                stack += [(y, f"{at}[{i}]") for i, y in enumerate(x)]
        raise


def load_profile(path: str | os.PathLike) -> Profile:
    """Read a profile document; InputError when missing, not JSON, or malformed.

    Only a regular file up to :data:`MAX_PROFILE_BYTES` is read (a FIFO or
    ``/dev/zero`` would block or never end); nesting too deep for the JSON reader is
    refused like any other malformed file.
    """
    path = Path(path)
    try:
        data = read_input_bytes(path, what="profile file", limit=MAX_PROFILE_BYTES)
    except FileNotFoundError:
        raise InputError(f"profile file {str(path)!r} does not exist") from None
    try:
        doc = _parse_json(data.decode("utf-8"), path)
    except UnicodeDecodeError as exc:
        raise InputError(f"cannot read profile file {str(path)!r}: not UTF-8 text "
                         f"({exc.reason} at byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"profile file {str(path)!r} is not valid JSON ({exc}); "
                         "give a file written by `automatch analyze`") from None
    except RecursionError:
        raise InputError(f"profile file {str(path)!r} is nested too deeply to be a profile; "
                         "give a file written by `automatch analyze`") from None
    if not isinstance(doc, dict) or "format_version" not in doc:
        raise InputError(f"profile file {str(path)!r} has no 'format_version': it is not an "
                         "automatch profile")
    try:
        return profile_from_dict(doc)
    except InputError as exc:
        raise InputError(f"{path}: {exc}") from None
    except (TypeError, ValueError) as exc:
        raise InputError(f"{path}: malformed profile ({exc})") from None
