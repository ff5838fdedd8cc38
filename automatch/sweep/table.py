"""The sweep's result table: one row per kernel x input x device; CSV, JSON, Parquet.

Rows are flat dicts with the columns in ``COLUMNS``. A task that failed (the program
crashed, the input was bad, the worker died) gives one row per device with
``status = "error"`` and its message in ``error``; the numeric columns are empty.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from automatch.fileio import atomic_write_text

RESULT_FORMAT_VERSION = 1

COLUMNS = (
    "kernel", "input", "device", "kind", "status", "error", "profile_key", "source",
    "time_s", "time_low_s", "time_high_s", "gflops", "bottleneck", "rank", "relative_cost",
    "compute_s", "fast_memory_s", "slow_memory_s", "sync_s", "transfer_s", "latency_s",
    "transfer_included", "partition_fraction", "partition_time_s",
    "W", "D", "S", "f_v", "f_im", "average_parallelism", "loads", "stores", "bytes",
    "footprint_bytes", "native_time_s", "profile_seconds", "program", "function", "input_file",
)
TERMS = ("compute_s", "fast_memory_s", "slow_memory_s", "sync_s", "transfer_s", "latency_s",
         "time_low_s", "time_high_s")


def profile_columns(profile: Any) -> dict[str, Any]:
    """The device-independent columns of a Profile."""
    return {
        "W": profile.flops.total, "D": profile.depth, "S": profile.sync_points,
        "f_v": profile.f_v, "f_im": profile.f_im,
        "average_parallelism": profile.average_parallelism,
        "loads": profile.memory.loads, "stores": profile.memory.stores,
        "bytes": profile.memory.bytes, "footprint_bytes": profile.memory.footprint_bytes,
        "native_time_s": profile.native_time_s,
    }


def prediction_columns(pred: Any) -> dict[str, Any]:
    """The per-device columns of a Prediction."""
    bd = pred.breakdown
    out = {"kind": pred.kind, "time_s": bd.time_s, "gflops": bd.gflops,
           "bottleneck": bd.bottleneck, "rank": pred.rank, "relative_cost": pred.relative_cost,
           "transfer_included": bd.transfer_included}
    out.update({t: getattr(bd, t) for t in TERMS})
    return out


def finite(v: Any) -> Any:
    """JSON-safe: NaN and infinities become None."""
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v


def normalise(row: dict[str, Any]) -> dict[str, Any]:
    """Every column present (None where unknown), in COLUMNS order, JSON-safe."""
    return {c: finite(row.get(c)) for c in COLUMNS}


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")  # OWASP's CSV injection characters


def csv_cell(value: Any) -> Any:
    """A cell as written to the CSV: text that a spreadsheet would run as a formula (a
    kernel named ``=HYPERLINK(...)``, an error quoting one) gets a leading ``'``, as
    OWASP recommends (the quotes around a cell are the csv module's); numbers, and the
    JSON and Parquet tables, are left as they are."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def rows_to_csv(rows: Sequence[dict[str, Any]]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(COLUMNS), lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow({c: ("" if r.get(c) is None else csv_cell(r.get(c))) for c in COLUMNS})
    return buf.getvalue()


def write_table(document: dict[str, Any], out_dir: str | os.PathLike,
                basename: str = "results") -> dict[str, str]:
    """Write ``<basename>.csv``, ``.json`` and (with pyarrow) ``.parquet`` atomically."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rows = document["rows"]
    files = {"csv": str(out / f"{basename}.csv"), "json": str(out / f"{basename}.json")}
    atomic_write_text(files["csv"], rows_to_csv(rows))
    atomic_write_text(files["json"], json.dumps(document, indent=1, allow_nan=False) + "\n")
    parquet = write_parquet(rows, out / f"{basename}.parquet")
    if parquet:
        files["parquet"] = parquet
    return files


def write_parquet(rows: Sequence[dict[str, Any]], path: Path) -> str | None:
    """Parquet copy of the table when pyarrow is installed (optional); else None."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        return None
    table = pa.Table.from_pylist([normalise(r) for r in rows])
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        pq.write_table(table, str(tmp))
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return str(path)


def read_results(path: str | os.PathLike) -> dict[str, Any]:
    """A sweep result: the ``results.json`` document (or the folder holding it)."""
    from automatch.errors import InputError

    p = Path(path)
    if p.is_dir():
        p = p / "results.json"
    try:
        doc = json.loads(p.read_text())
    except FileNotFoundError:
        raise InputError(f"sweep result {str(p)!r} does not exist") from None
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read sweep result {str(p)!r}: {exc}") from None
    if not isinstance(doc, dict) or "rows" not in doc:
        raise InputError(f"{p}: not a sweep result (no 'rows')")
    return doc
