"""Datasheet figures of CPU microarchitectures, looked up by CPUID family and model.

``bench cpu`` measures what a micro-benchmark measures cheaply; the out-of-order window
(the reorder buffer's entries) and the dispatch width it takes from the vendors'
optimisation manuals instead, kept as data in ``microarch.json`` (every entry names its
source). The model uses the first to decide how many independent dependence chains a
core overlaps (model/latency.py, "in-thread chains"), the second to bound a core's
instruction throughput (model/latency.py, "dispatch").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any


@dataclass(frozen=True)
class Microarch:
    """One microarchitecture of the table."""

    name: str
    reorder_buffer_uops: int
    source: str
    dispatch_width_uops: int | None = None


def load_table(text: str | None = None) -> list[dict[str, Any]]:
    """The table's entries (``text``: a JSON document instead of the shipped file),
    checked for the fields the lookup needs; ValueError names the first bad entry."""
    if text is None:
        text = resources.files("automatch.arch.host").joinpath("microarch.json").read_text()
    doc = json.loads(text)
    entries = doc.get("entries") if isinstance(doc, dict) else None
    if not isinstance(entries, list):
        raise ValueError("microarch table: 'entries' must be a list")
    for k, e in enumerate(entries):
        ok = (isinstance(e, dict) and isinstance(e.get("vendor"), str)
              and isinstance(e.get("family"), int) and isinstance(e.get("name"), str)
              and isinstance(e.get("source"), str) and e["source"].strip() != ""
              and isinstance(e.get("reorder_buffer_uops"), int) and e["reorder_buffer_uops"] > 0
              and (e.get("dispatch_width_uops") is None
                   or (isinstance(e["dispatch_width_uops"], int) and e["dispatch_width_uops"] > 0))
              and isinstance(e.get("models"), list) and e["models"]
              and all(isinstance(r, list) and len(r) == 2 and all(isinstance(v, int) for v in r)
                      and 0 <= r[0] <= r[1] for r in e["models"]))
        if not ok:
            raise ValueError(f"microarch table: entry {k} needs vendor, family, models "
                             "[[lo, hi], ...], name, reorder_buffer_uops > 0 and a source")
    return entries


def lookup(vendor: str, family: int, model: int,
           table: list[dict[str, Any]] | None = None) -> Microarch | None:
    """The entry for this CPU, or None when the table does not know it."""
    for e in load_table() if table is None else table:
        if e["vendor"] == vendor and e["family"] == family and any(
                lo <= model <= hi for lo, hi in e["models"]):
            width = e.get("dispatch_width_uops")
            return Microarch(e["name"], int(e["reorder_buffer_uops"]), e["source"],
                             int(width) if width is not None else None)
    return None
