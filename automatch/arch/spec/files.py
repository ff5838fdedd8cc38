"""Reading, validating, finding and writing architecture spec files (``archspecs/*.toml``).

File layout (``format_version = 2``; SI units, the unit in the key name)::

    format_version = 2
    name = "nvidia-h100-sxm5-80gb"      # lower-case identifier, unique on the search path
    kind = "gpu"                        # "cpu" | "gpu"
    vendor = "NVIDIA"
    model = "H100 SXM5 80GB"

    [compute]   cores, clock_hz, fma, vector_width_fp64, vector_width_fp32,
                peak_fp64_flops_per_s, peak_fp32_flops_per_s
    [memory]    fast_memory_bytes, line_bytes, alpha_f_s, beta_f_bytes_per_s,
                alpha_s_s, beta_s_bytes_per_s     (the paper's two levels)
                level_overlap, memory_rule   (optional: "sum" | "max" of the
                levels' times, measured by arch/bench/overlap.py)
    [[memory.levels]]  name, capacity_bytes, shared, line_bytes, latency_s,
                bandwidth_1t_Bps, bandwidth_all_Bps, writebacks,
                issued_bytes_per_byte, hit_curve, irregular_access_1t_s,
                irregular_access_all_s, strided_access_1t_s,
                strided_access_all_s (optional)
                                                      (N levels, nearest the cores first;
                required in version 2; a version 1 file loads as 2 levels)
    [sync]      sync_s, fork_join_s, atomic_update_curve   (the last two optional)
    [latency]   latency_fma_s, latency_add_s, latency_div_s, latency_special_s,
                branch_mispredict_s   (optional)
    [throughput] throughput_div_s, throughput_sqrt_s, throughput_libm_s,
                throughput_scalar_flop_s   (optional; s per op on one core)
                throughput_scalar_access_s, throughput_scalar_access_all_s (optional;
                s per scalar L1 load, one core / all threads together)
    [host_link] bandwidth_bytes_per_s, latency_s          (optional, accelerators)
                to_host_bandwidth_bytes_per_s (optional: device->host)
    [power]     tdp_w, idle_w                             (optional)
    [cost]      price_usd, hourly_usd, lifetime_years     (optional; model/energy.py)
    [provenance] source ("measured" | "datasheet"), reference, host, date,
                repetitions, max_spread, notes
    [extra]     free-form (measured spreads, detected caches...)

Every key maps one-to-one onto an :class:`~automatch.arch.spec.ArchSpec` field. Which
keys sit in which table is :mod:`automatch.arch.spec.layout`; the checks a document
passes before it becomes a spec, :mod:`automatch.arch.spec.checks`.

The search path (explicit paths, then ``$AUTOMATCH_ARCHSPECS`` (colon-separated), then
the shipped folder; a spec name found earlier hides later ones) is
:mod:`automatch.arch.spec.search`'s.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from automatch.arch.spec import ArchSpec, GpuMemory, HostLink, MemoryLevel, Provenance, checks
from automatch.arch.spec.checks import load_schema, validate_document
from automatch.arch.spec.layout import (
    CURVE_FIELDS,
    FORMAT_VERSION,
    INT_FIELDS,
    LINK_OPTIONAL,
    STR_FIELDS,
    TABLES,
    TOP,
)
from automatch.arch.spec.tomlw import dumps
from automatch.errors import InputError
from automatch.fileio import atomic_write_text, read_input_bytes

__all__ = [
    "ENV_VAR",
    "FORMAT_VERSION",
    "load_spec",
    "load_schema",
    "save_spec",
    "spec_from_document",
    "spec_to_document",
    "spec_to_toml",
    "validate_document",
]

ENV_VAR = "AUTOMATCH_ARCHSPECS"

_HEADER = (
    "automatch architecture spec (format_version 2): SI units, unit in the key name.\n"
    "Schema: automatch/arch/spec/archspec.schema.json; see docs/archspecs.md."
)


# ---------------------------------------------------------------- document <-> ArchSpec


def spec_from_document(doc: Mapping[str, Any], source: str = "<spec>", *,
                       validated: bool = False) -> ArchSpec:
    """Validate a parsed document (unless ``validated``: it passed before) and build the
    :class:`ArchSpec`."""
    if not validated:
        validate_document(doc, source)
    fields: dict[str, Any] = {k: doc[k] for k in TOP}
    for table, keys in TABLES.items():
        for k in keys:
            if k in doc.get(table, {}):
                v = doc[table][k]
                if k in STR_FIELDS or k == "fma":
                    fields[k] = v
                elif k in CURVE_FIELDS:
                    fields[k] = tuple((float(b), float(t)) for b, t in v)
                else:
                    fields[k] = int(v) if k in INT_FIELDS else float(v)
    hl = doc.get("host_link")
    fields["host_link"] = (
        HostLink(
            float(hl["bandwidth_bytes_per_s"]),
            float(hl.get("latency_s", 0.0)),
            *(float(hl[k]) if k in hl else None for k in LINK_OPTIONAL),
        )
        if hl is not None
        else None
    )
    fields["gpu_memory"] = _gpu_memory(doc.get("gpu_memory"))
    prov = dict(doc["provenance"])
    if "max_spread" in prov:
        prov["max_spread"] = float(prov["max_spread"])
    fields["provenance"] = Provenance(**prov)
    fields["extra"] = dict(doc.get("extra", {}))
    fields["memory_levels"] = tuple(
        MemoryLevel(
            name=str(lv["name"]), capacity_bytes=int(lv["capacity_bytes"]),
            shared=bool(lv["shared"]), line_bytes=int(lv["line_bytes"]),
            latency_s=float(lv["latency_s"]), bandwidth_1t_Bps=float(lv["bandwidth_1t_Bps"]),
            bandwidth_all_Bps=float(lv["bandwidth_all_Bps"]),
            writebacks=bool(lv.get("writebacks", False)),
            issued_bytes_per_byte=float(lv.get("issued_bytes_per_byte", 0.0)),
            hit_curve=tuple((float(b), float(f)) for b, f in lv.get("hit_curve", ())),
            irregular_access_1t_s=float(lv.get("irregular_access_1t_s", 0.0)),
            irregular_access_all_s=float(lv.get("irregular_access_all_s", 0.0)),
            strided_access_1t_s=float(lv.get("strided_access_1t_s", 0.0)),
            strided_access_all_s=float(lv.get("strided_access_all_s", 0.0)),
        )
        for lv in doc["memory"].get("levels", ())
    )
    spec = ArchSpec(**fields)
    if spec.memory_levels and spec.memory_levels == replace(spec, memory_levels=()).levels:
        # exactly the two levels a v1 spec stands for: kept implicit (``ArchSpec.levels``
        # derives them), so a v1 file and its v2 rewrite give equal specs
        spec = replace(spec, memory_levels=())
    return spec


def spec_to_document(spec: ArchSpec) -> dict[str, Any]:
    """The TOML document (nested dicts) for ``spec``; the inverse of spec_from_document."""
    doc: dict[str, Any] = {"format_version": FORMAT_VERSION}
    d = spec.to_dict()
    for k in TOP:
        doc[k] = d[k]
    for table, keys in TABLES.items():
        t = {k: _canonical(k, d[k]) for k in keys if d.get(k) is not None and d.get(k) != ()}
        if table == "memory":
            t["levels"] = [
                {"name": lv.name, "capacity_bytes": int(lv.capacity_bytes),
                 "shared": bool(lv.shared), "line_bytes": int(lv.line_bytes),
                 "latency_s": float(lv.latency_s),
                 "bandwidth_1t_Bps": float(lv.bandwidth_1t_Bps),
                 "bandwidth_all_Bps": float(lv.bandwidth_all_Bps),
                 **({"writebacks": True} if lv.writebacks else {}),
                 **({"issued_bytes_per_byte": float(lv.issued_bytes_per_byte)}
                    if lv.issued_bytes_per_byte else {}),
                 **({"hit_curve": [[int(b), float(f)] for b, f in lv.hit_curve]}
                    if lv.hit_curve else {}),
                 **({"irregular_access_1t_s": float(lv.irregular_access_1t_s),
                     "irregular_access_all_s": float(lv.irregular_access_all_s)}
                    if lv.irregular_access_1t_s > 0 and lv.irregular_access_all_s > 0 else {}),
                 **({"strided_access_1t_s": float(lv.strided_access_1t_s),
                     "strided_access_all_s": float(lv.strided_access_all_s)}
                    if lv.strided_access_1t_s > 0 and lv.strided_access_all_s > 0 else {})}
                for lv in spec.levels
            ]
        if t:
            doc[table] = t
        if table == "sync" and spec.host_link is not None:
            hl = spec.host_link
            doc["host_link"] = {
                "bandwidth_bytes_per_s": float(hl.bandwidth_bytes_per_s),
                "latency_s": float(hl.latency_s),
            }
            for k in LINK_OPTIONAL:
                if getattr(hl, k) is not None:
                    doc["host_link"][k] = float(getattr(hl, k))
        if table == "sync" and spec.gpu_memory is not None:
            doc["gpu_memory"] = _gpu_memory_table(spec.gpu_memory)
    defaults = Provenance(source="")
    prov = {}
    for k, v in d["provenance"].items():
        keep = ("source", "reference", "notes")
        if spec.provenance.source == "measured":
            keep += ("host", "date", "repetitions", "max_spread")
        if k in keep or v != getattr(defaults, k):
            prov[k] = v
    doc["provenance"] = prov
    if spec.extra:
        doc["extra"] = spec.extra
    return _plain(doc)


def _canonical(key: str, v: Any) -> Any:
    """Integers for count fields, floats for measures, so a file round-trips exactly."""
    if key == "fma" or isinstance(v, bool):
        return bool(v)
    if key in STR_FIELDS:
        return str(v)
    if key in CURVE_FIELDS:
        return [[int(b), float(t)] for b, t in v]
    return int(v) if key in INT_FIELDS else float(v)


def _plain(x: Any) -> Any:
    """numpy scalars and tuples to plain Python, recursively (for the TOML writer)."""
    if isinstance(x, Mapping):
        return {str(k): _plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    if hasattr(x, "item") and not isinstance(x, (str, bytes)):
        return x.item()
    return x


def spec_to_toml(spec: ArchSpec) -> str:
    """The spec as TOML text; ``load_spec`` of it gives back an equal spec."""
    doc = spec_to_document(spec)
    validate_document(doc, f"spec {spec.name!r}")
    return dumps(doc, header=_HEADER)


def parse_spec_text(text: str, source: str = "<spec>") -> ArchSpec:
    """The spec in ``text`` (TOML), validated unless this very text passed before
    (``spec_cache``: the rules and the schema are part of the key)."""
    from automatch.arch.spec import cache as spec_cache

    key = spec_cache.key(text, checks.schema_text(), Path(checks.__file__))
    known = spec_cache.known_valid(key)
    spec = _parse_spec_text(text, source, validated=known)
    if not known:
        spec_cache.remember_valid(key)
    return spec


def _parse_spec_text(text: str, source: str, *, validated: bool) -> ArchSpec:
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise InputError(
            f"{source}: not valid TOML: {e}. Fix the spec file (format: docs/archspecs.md)."
        ) from None
    except RecursionError:
        raise InputError(f"{source}: not a spec file: its arrays or tables are nested too "
                         "deeply to read (format: docs/archspecs.md).") from None
    except ValueError:  # an integer past Python's int-from-text limit (4300 digits)
        raise InputError(f"{source}: {_huge_integer(text)}: not a spec figure; fix the spec "
                         "file (format: docs/archspecs.md).") from None
    return spec_from_document(doc, source, validated=validated)


def _huge_integer(text: str) -> str:
    """Where the integer too long to read is (tomllib's ValueError names nothing)."""
    import re
    import sys

    limit = sys.get_int_max_str_digits() or 4300
    m = re.search(r"[0-9][0-9_]{" + str(limit) + ",}", text)
    if m is None:
        return f"an integer of more than {limit:,} digits"
    line = text.count("\n", 0, m.start()) + 1
    key = text[text.rfind("\n", 0, m.start()) + 1:m.start()].split("=")[0].strip()
    at = f"line {line}" + (f" ({key[:60]})" if key else "")
    return f"{at}: an integer of {len(m.group().replace('_', '')):,} digits"


MAX_SPEC_BYTES = 1 << 20  # a spec is a few KiB; more is the wrong file (or /dev/zero)


def load_spec(path: str | os.PathLike) -> ArchSpec:
    """Read and validate one spec file. Bad files raise :class:`InputError`.

    Only a regular file of at most :data:`MAX_SPEC_BYTES` is read: a FIFO or a device
    would block or never end.
    """
    p = Path(path)
    try:
        data = read_input_bytes(p, what="architecture spec", limit=MAX_SPEC_BYTES)
    except FileNotFoundError:
        raise InputError(f"{p}: no such architecture spec file") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"{p}: cannot read the architecture spec: not UTF-8 text ({e.reason} "
                         f"at byte {e.start})") from None
    return parse_spec_text(text, str(p))


def save_spec(spec: ArchSpec, path: str | os.PathLike) -> None:
    """Write ``spec`` as TOML atomically (temporary file, then rename)."""
    atomic_write_text(path, spec_to_toml(spec))


def _gpu_memory(t: Mapping[str, Any] | None) -> GpuMemory | None:
    """The optional ``[gpu_memory]`` table (issue 46; the schema checked its keys)."""
    if t is None:
        return None
    sb, sr = tuple(t.get("strided_bytes", ())), tuple(t.get("strided_load_per_s", ()))
    if len(sb) != len(sr):
        raise InputError(f"gpu_memory: strided_bytes has {len(sb)} entries but "
                        f"strided_load_per_s {len(sr)}: give one rate per stride")
    scalars = {k: float(v) for k, v in t.items() if k not in ("strided_bytes",
                                                              "strided_load_per_s")}
    return GpuMemory(**scalars, strided_bytes=tuple(int(b) for b in sb),
                     strided_load_per_s=tuple(float(r) for r in sr))


def _gpu_memory_table(g: GpuMemory) -> dict[str, Any]:
    """``[gpu_memory]`` with the measured entries only (0 / empty: not measured)."""
    from dataclasses import fields as dc_fields

    out: dict[str, Any] = {}
    for f in dc_fields(g):
        v = getattr(g, f.name)
        if isinstance(v, tuple):
            if v:
                out[f.name] = [int(x) for x in v] if f.name == "strided_bytes" else [
                    float(x) for x in v]
        elif v > 0:
            out[f.name] = float(v)
    return out
