"""The profile cache key and the task a Dask worker runs (one profile).

A profile is cached as ``<cache>/<key>.json`` (the profile document of
docs/profile-schema.md, readable by ``automatch predict``), where ``key`` is the
SHA-256 of the canonical IR text, the input file's bytes, every AnalysisOptions
field but the input path, timeout, memory limit and working folder (which do not
change a profile), and the tool version.

``compute_profile`` is a plain module-level function of plain data (dicts, strings)
so any Dask worker with automatch installed can run it; it never raises for a bad
program or input, it returns ``{"status": "error", "error": ...}`` instead. It makes
the profile in a task process (taskproc.py) so that a cancelled task stops its run.
``load_cached`` validates a cache entry: a corrupt one (a symbolic link included) is
computed again, and ``save_cache_entry`` replaces it by a rename, never writing
through a link (a shared cache folder may hold one another user planted).
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

# AnalysisOptions fields that do not change the profile (the input file enters the key
# by its bytes); every other field, present or future, is part of the key
NOT_IN_KEY = ("input_path", "timeout_s", "max_memory_bytes", "cwd")


def file_sha256(path: str | os.PathLike) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def profile_key(ir_text: str, options: Any, input_sha256: str | None) -> str:
    """Content hash of one profile's inputs (``options``: an AnalysisOptions)."""
    from automatch.version import version

    __version__ = version()

    d = options_to_dict(options)
    meta = {"tool_version": __version__, "input_sha256": input_sha256,
            "options": {k: v for k, v in d.items() if k not in NOT_IN_KEY}}
    h = hashlib.sha256()
    h.update(json.dumps(meta, sort_keys=True, default=str).encode())
    h.update(b"\0")
    h.update(ir_text.encode())
    return h.hexdigest()


def options_to_dict(options: Any) -> dict[str, Any]:
    d = asdict(options)
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in d.items()}


def options_from_dict(d: dict[str, Any]):
    from automatch.pipeline import AnalysisOptions

    tuples = ("program_args", "line_sizes", "cflags", "analyses")
    return AnalysisOptions(**{k: (tuple(v) if k in tuples else v) for k, v in d.items()})


@dataclass(frozen=True)
class CachedEntry:
    """What ``<cache>/<key>.json`` holds: a valid profile (``doc`` and ``profile``), or
    ``problem`` saying why it cannot be used (then it is computed again and replaced).
    ``exists`` is False when there is no entry at all."""

    exists: bool
    doc: dict | None = None
    profile: Any = None
    problem: str | None = None


def load_cached(path: str | os.PathLike) -> CachedEntry:
    """Read and validate one cache entry (never raises).

    A truncated or garbage file, JSON that is not a profile document, or a document of
    the wrong schema is *corrupt*: the sweep recomputes it instead of reporting it as
    "from the cache" and failing later."""
    from automatch.analyses.profile_json import profile_from_dict

    p = Path(path)
    if not p.exists() and not p.is_symlink():
        return CachedEntry(False)
    try:
        mode = p.lstat().st_mode
        if stat.S_ISLNK(mode):  # never an entry of ours: replaced, never followed
            raise ValueError("a symbolic link, not a cache entry")
        if not stat.S_ISREG(mode):
            raise ValueError("not a regular file")
        doc = json.loads(p.read_text())
        if not isinstance(doc, dict) or "format_version" not in doc:
            raise ValueError("not an automatch profile document")
        return CachedEntry(True, doc, profile_from_dict(doc))
    except Exception as exc:  # any way a file can be broken: the entry is corrupt
        what = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return CachedEntry(True, problem=f"{type(exc).__name__}: {what}"[:300])


def save_cache_entry(profile: Any, path: str | os.PathLike) -> None:
    """Write ``profile`` as the cache entry ``path``: a new file renamed over whatever is
    there (fileio.replace_file_bytes), so a link planted under the entry's name is
    replaced, never written through. OSError when it cannot be written."""
    from automatch.analyses.profile_json import profile_document
    from automatch.fileio import replace_file_bytes

    text = json.dumps(profile_document(profile), indent=1, allow_nan=False) + "\n"
    replace_file_bytes(path, text.encode())


def compute_profile(paths: list[str], options: dict[str, Any], cache_path: str,
                    record_dir: str | None = None) -> dict[str, Any]:
    """The Dask task: profile ``paths`` with ``options`` unless ``cache_path`` holds a
    valid profile; save it there.

    Returns ``{"status": "computed"|"cached", "profile": <document>, "seconds": s,
    "worker_pid": pid}`` or ``{"status": "error", "error": message, ...}``; it never
    raises for a bad program or input. The profile is made in a task process
    (automatch/sweep/taskproc.py) that is stopped, with the analysed program, when the
    task is cancelled or the worker closes. With ``record_dir``, every completed
    computation also leaves a small marker file there (``<key>.<pid>.<random>.done``),
    so a caller can count computations.
    """
    from automatch.sweep.taskproc import run_in_task_process

    t0 = time.perf_counter()
    base = {"worker_pid": os.getpid()}
    entry = load_cached(cache_path)
    if entry.doc is not None:
        return {**base, "status": "cached", "profile": entry.doc, "seconds": 0.0}
    result = run_in_task_process(f"{__name__}:make_profile",
                                 {"paths": list(paths), "options": options,
                                  "cache_path": cache_path, "record_dir": record_dir})
    if result.get("status") == "error":
        result.setdefault("seconds", time.perf_counter() - t0)
    return {**result, **base}


def make_profile(paths: list[str], options: dict[str, Any], cache_path: str,
                 record_dir: str | None = None) -> dict[str, Any]:
    """Compute one profile in this process and save it in the cache (the task process's
    work; see :func:`compute_profile` for the result). A cache that cannot be written
    (read-only, vanished) is left to the client, which writes it from the result."""
    from automatch.analyses.profile_json import profile_document
    from automatch.errors import AutomatchError
    from automatch.fileio import atomic_write_text

    t0 = time.perf_counter()
    cache = Path(cache_path)
    try:
        run = _profile(paths, options)
    except AutomatchError as exc:
        return {"status": "error", "error": str(exc), "error_type": type(exc).__name__,
                "seconds": time.perf_counter() - t0}
    except Exception as exc:  # a bug or an unexpected failure: still one row, not a crash
        return {"status": "error", "error": f"{type(exc).__name__}: {exc}",
                "error_type": type(exc).__name__, "seconds": time.perf_counter() - t0}
    doc = profile_document(run.profile)
    try:
        save_cache_entry(run.profile, cache)
    except (OSError, AutomatchError, ValueError):  # read-only or non-shared cache: see the docstring
        pass
    seconds = time.perf_counter() - t0
    if record_dir:
        marker = Path(record_dir) / f"{cache.stem}.{os.getpid()}.{uuid.uuid4().hex[:8]}.done"
        atomic_write_text(marker, json.dumps({"key": cache.stem, "pid": os.getpid(),
                                              "seconds": seconds}) + "\n")
    return {"status": "computed", "profile": doc, "seconds": seconds}


def _profile(paths: list[str], options: dict[str, Any]):
    from automatch.pipeline import profile_program

    return profile_program(list(paths), options_from_dict(options))
