"""Checking a parsed spec document: the JSON Schema (``archspec.schema.json``), finite
numbers, and the semantic rules the schema cannot say (levels nearest the cores first,
fast memory above slow memory, ...). Every problem becomes one line of the
:class:`~automatch.errors.InputError` that :func:`validate_document` raises."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from automatch.arch.spec.layout import CURVE_FIELDS, INT64_MAX, TABLES
from automatch.errors import InputError

__all__ = ["load_schema", "schema_text", "validate_document"]


@cache
def schema_text() -> str:
    """The JSON Schema of a spec document, as its file holds it."""
    return resources.files("automatch.arch.spec").joinpath("archspec.schema.json").read_text()


def load_schema() -> dict[str, Any]:
    """The JSON Schema of a spec document (a fresh copy)."""
    return json.loads(schema_text())


# ---------------------------------------------------------------- validation messages


def _describe(schema: Mapping[str, Any]) -> str:
    """What a (sub)schema expects, in words."""
    if "enum" in schema:
        return "one of " + ", ".join(repr(x) for x in schema["enum"])
    if "const" in schema:
        return repr(schema["const"])
    t = schema.get("type")
    if t == "number":
        if schema.get("exclusiveMinimum") == 0:
            return "a positive number"
        if schema.get("minimum") == 0 and schema.get("maximum") == 1:
            return "a number from 0 to 1"
        if schema.get("minimum") == 0:
            return "a non-negative number"
        return "a number"
    if t == "integer":
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if lo is not None and hi is not None:
            return f"an integer from {lo} to {hi}"
        if lo is not None:
            return "a positive integer" if lo == 1 else f"an integer >= {lo}"
        return "an integer"
    if t == "boolean":
        return "true or false"
    if t == "string":
        if "pattern" in schema:
            return "a lower-case identifier (letters, digits, '.', '_', '-')"
        if schema.get("minLength"):
            return "a non-empty string"
        return "a string"
    if t == "object":
        return "a table"
    return json.dumps(schema)


def _got(instance: Any) -> str:
    if isinstance(instance, Mapping):
        return "a table"
    if isinstance(instance, list):
        return "an array"
    return repr(instance)


def _messages(error: Any) -> list[str]:
    """Messages for one ``jsonschema.ValidationError``."""
    path = ".".join(str(p) for p in error.absolute_path)
    where = f"{path}: " if path else ""
    inst = error.instance
    if error.validator == "required" and isinstance(inst, Mapping):
        return [
            f"{where}missing required key '{k}'" for k in error.validator_value if k not in inst
        ]
    if error.validator == "additionalProperties" and isinstance(inst, Mapping):
        known = sorted(error.schema.get("properties", {}))
        return [
            f"{where}unknown key '{k}' (expected one of: {', '.join(known)})"
            for k in inst
            if k not in error.schema.get("properties", {})
        ]
    if error.validator == "dependentRequired" and isinstance(inst, Mapping):
        return [f"{where}'{k}' needs '{n}' as well" for k, needs in error.validator_value.items()
                if k in inst for n in needs if n not in inst]
    if error.validator in ("if", "then", "else"):  # pragma: no cover - reported via required
        return [f"{where}{error.message}"]
    return [f"{where}expected {_describe(error.schema)}, got {_got(inst)}"]


def _semantic_errors(doc: Mapping[str, Any]) -> list[str]:
    errs: list[str] = []
    c, m = doc["compute"], doc["memory"]
    if m["beta_f_bytes_per_s"] < m["beta_s_bytes_per_s"]:
        errs.append(
            f"memory.beta_f_bytes_per_s: expected at least memory.beta_s_bytes_per_s "
            f"({m['beta_s_bytes_per_s']:g}), got {m['beta_f_bytes_per_s']:g} "
            "(fast memory bandwidth below slow memory bandwidth)"
        )
    if m["alpha_f_s"] > m["alpha_s_s"]:
        errs.append(
            f"memory.alpha_f_s: expected at most memory.alpha_s_s "
            f"({m['alpha_s_s']:g}), got {m['alpha_f_s']:g} "
            "(fast memory latency above slow memory latency)"
        )
    if c["cores"] < 1:  # also in the schema; kept for documents validated elsewhere
        errs.append(f"compute.cores: expected a positive integer, got {c['cores']!r}")
    if c["peak_fp32_flops_per_s"] < c["peak_fp64_flops_per_s"]:
        errs.append(
            f"compute.peak_fp32_flops_per_s: expected at least "
            f"compute.peak_fp64_flops_per_s ({c['peak_fp64_flops_per_s']:g}), "
            f"got {c['peak_fp32_flops_per_s']:g}"
        )
    if c["vector_width_fp32"] < c["vector_width_fp64"]:
        errs.append(
            f"compute.vector_width_fp32: expected at least compute.vector_width_fp64 "
            f"({c['vector_width_fp64']}), got {c['vector_width_fp32']}"
        )
    if doc["kind"] == "gpu" and (c["vector_width_fp64"] != 1 or c["vector_width_fp32"] != 1):
        errs.append(
            "compute.vector_width_fp64/fp32: expected 1 on a gpu (the SIMT lanes are "
            f"the cores), got {c['vector_width_fp64']}/{c['vector_width_fp32']}"
        )
    errs += _level_errors(m.get("levels", ()))
    curve = doc["sync"].get("atomic_update_curve", ())
    if curve and not all(a[0] < b[0] for a, b in zip(curve, curve[1:], strict=False)):
        errs.append("sync.atomic_update_curve: expected table bytes increasing, got "
                    f"{[list(p) for p in curve]}")
    pw = doc.get("power", {})
    if "idle_w" in pw and "tdp_w" in pw and pw["idle_w"] > pw["tdp_w"]:
        errs.append(f"power.idle_w: expected at most power.tdp_w ({pw['tdp_w']:g}), "
                    f"got {pw['idle_w']:g}")
    line = int(m["line_bytes"])
    if line & (line - 1):
        errs.append(f"memory.line_bytes: expected a power of two, got {line}")
    if m["fast_memory_bytes"] < m["line_bytes"]:
        errs.append(
            f"memory.fast_memory_bytes: expected at least memory.line_bytes ({line}), "
            f"got {m['fast_memory_bytes']}"
        )
    return errs


def _nonfinite_errors(doc: Mapping[str, Any]) -> list[str]:
    """NaN and infinities (TOML has ``nan`` and ``inf``) in the model's tables.

    JSON Schema cannot say "finite": ``nan > 0`` is false both ways, so NaN passes
    ``exclusiveMinimum`` and infinity passes every bound. A NaN or infinite figure gives
    NaN or infinite predictions, so every number the model reads must be finite.
    """
    errs = []
    for table in (*TABLES, "host_link", "gpu_memory", "provenance"):
        t = doc.get(table)
        if not isinstance(t, Mapping):
            continue
        for k, v in t.items():
            if isinstance(v, float) and not math.isfinite(v):
                errs.append(f"{table}.{k}: expected a finite number, got {v}")
            elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > INT64_MAX:
                errs.append(f"{table}.{k}: expected an integer of at most 64 bits, got {v}")
            elif k in CURVE_FIELDS and isinstance(v, list) and any(
                    isinstance(x, float) and not math.isfinite(x)
                    for p in v if isinstance(p, list) for x in p):
                errs.append(f"{table}.{k}: expected finite numbers, got {v}")
    levels = doc.get("memory", {}).get("levels") if isinstance(doc.get("memory"), Mapping) else None
    for i, lv in enumerate(levels if isinstance(levels, list) else ()):
        for k, v in (lv.items() if isinstance(lv, Mapping) else ()):
            if isinstance(v, float) and not math.isfinite(v):
                errs.append(f"memory.levels.{i}.{k}: expected a finite number, got {v}")
            elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > INT64_MAX:
                errs.append(f"memory.levels.{i}.{k}: expected an integer of at most 64 bits, "
                            f"got {v}")
    return errs


def _level_errors(levels: Any) -> list[str]:
    """The N-level hierarchy must be ordered nearest the cores first: names unique,
    line sizes powers of two, latency not falling and capacity (for all cores) not
    shrinking from one level to the next; a hit curve's bytes increase and its shares
    fall from 1 to 0."""
    errs: list[str] = []
    names: set[str] = set()
    prev: Mapping[str, Any] | None = None
    for i, lv in enumerate(levels):
        where = f"memory.levels.{i}"
        if lv["name"] in names:
            errs.append(f"{where}.name: expected a unique level name, got {lv['name']!r} twice")
        names.add(lv["name"])
        line = int(lv["line_bytes"])
        if line & (line - 1):
            errs.append(f"{where}.line_bytes: expected a power of two, got {line}")
        curve = lv.get("hit_curve", ())
        if curve and not (
            all(a[0] < b[0] and a[1] >= b[1] for a, b in zip(curve, curve[1:], strict=False))
            and curve[0][1] == 1 and curve[-1][1] == 0
        ):
            errs.append(f"{where}.hit_curve: expected bytes increasing and shares falling "
                        f"from 1 to 0, got {[list(p) for p in curve]}")
        if lv["bandwidth_all_Bps"] < lv["bandwidth_1t_Bps"]:
            errs.append(f"{where}.bandwidth_all_Bps: expected at least bandwidth_1t_Bps "
                        f"({lv['bandwidth_1t_Bps']:g}), got {lv['bandwidth_all_Bps']:g}")
        if prev is not None:
            if lv["latency_s"] < prev["latency_s"]:
                errs.append(f"{where}.latency_s: expected at least the previous level's "
                            f"({prev['latency_s']:g}: levels go nearest the cores first), "
                            f"got {lv['latency_s']:g}")
            if lv["shared"] and prev["shared"] and lv["capacity_bytes"] < prev["capacity_bytes"]:
                errs.append(f"{where}.capacity_bytes: expected at least the previous "
                            f"shared level's ({prev['capacity_bytes']}), got {lv['capacity_bytes']}")
        prev = lv
    return errs


def validate_document(doc: Any, source: str = "<spec>") -> None:
    """Check a parsed spec document against the schema and the semantic rules.

    Raises :class:`InputError` listing every problem as ``source: key.path: what was
    expected, got what``.
    """
    if not isinstance(doc, Mapping):
        raise InputError(f"{source}: expected a TOML table at the top level, got {_got(doc)}")
    import jsonschema  # deferred: only validation needs it

    validator = jsonschema.Draft202012Validator(load_schema())
    errors = sorted(validator.iter_errors(doc), key=lambda e: [str(p) for p in e.absolute_path])
    msgs: list[str] = _nonfinite_errors(doc)
    for e in errors:
        for msg in _messages(e):
            if msg not in msgs:
                msgs.append(msg)
    if not msgs:
        msgs = _semantic_errors(doc)
    if msgs:
        lines = [f"{source}: {msg}" for msg in msgs]
        raise InputError("\n".join(lines) + "\nFix the spec file (format: docs/archspecs.md).")
