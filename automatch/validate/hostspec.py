"""This machine's measured spec for ``automatch validate``, cached by host fingerprint.

Accuracy is only judged against a spec measured on the CPU that runs the timed
programs: development machines change from session to session, and a spec from
another CPU (the committed ``archspecs/dev-host.toml`` was measured on a Xeon) turns
model error into hardware mismatch. So ``validate`` runs ``bench cpu`` (through
:func:`automatch.arch.bench.cpu.run_cpu_bench`) once per *fingerprint* of the host
- CPU model string, logical CPU count, a hash of the CPU flags, the kernel release
and the memory size - and keeps the spec in ``$XDG_CACHE_HOME/automatch/specs/
<fingerprint>.toml`` (``~/.cache`` by default), with the fingerprint in the spec's
``extra["host_fingerprint"]``. A later run on the same host reuses it; ``rebench``
forces a new measurement.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import platform
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.arch.spec import ArchSpec

FINGERPRINT_KEY = "host_fingerprint"


def _meminfo_bytes() -> int:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 0


def host_fingerprint() -> dict[str, Any]:
    """The figures that identify this host's CPU for the spec cache, and their ``id``
    (16 hex digits of a SHA-256 over them). The memory size is rounded to GiB so that
    a kernel reserving a few more pages does not count as another machine."""
    from automatch.arch.host.info import read_host_cpu

    host = read_host_cpu()
    fields = {
        "cpu_model": host.model,
        "logical_cpus": host.logical_cpus,
        "flags_sha256": hashlib.sha256(" ".join(sorted(host.flags)).encode()).hexdigest()[:16],
        "kernel": platform.release(),
        "memory_gib": round(_meminfo_bytes() / 2**30),
    }
    blob = "\n".join(f"{k}={fields[k]}" for k in sorted(fields))
    return {**fields, "id": hashlib.sha256(blob.encode()).hexdigest()[:16]}


def spec_fingerprint(spec: ArchSpec) -> dict[str, Any] | None:
    """The fingerprint recorded in ``spec`` (None when it carries none)."""
    fp = spec.extra.get(FINGERPRINT_KEY) if isinstance(spec.extra, dict) else None
    return fp if isinstance(fp, dict) and "id" in fp else None


def matches_host(spec: ArchSpec, fingerprint: dict[str, Any] | None = None) -> bool:
    """True when ``spec`` records the fingerprint of this host (``fingerprint``: this
    host's, computed when not given)."""
    fp = spec_fingerprint(spec)
    here = fingerprint or host_fingerprint()
    return fp is not None and fp.get("id") == here["id"]


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "automatch" / "specs"


@dataclass(frozen=True)
class HostSpec:
    """The spec used to judge accuracy on this host, and how it was obtained."""

    spec: ArchSpec
    path: str  # the cached spec file
    fingerprint: dict[str, Any]
    benched: bool  # True: measured by this call; False: read from the cache
    bench_runs: int  # benchmarks run by this call (0 or 1)

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "fingerprint": self.fingerprint, "benched": self.benched,
                "bench_runs": self.bench_runs}


def _bench_full(log: Callable[[str], None], raw_path: Path | None = None) -> ArchSpec:
    """A full ``bench cpu``; its raw sweeps go to ``raw_path`` (beside the cached spec,
    named in ``extra["raw_results"]``) so that the spec can be fitted again later."""
    import json

    from automatch.arch.bench.cpu import CpuBenchConfig, run_cpu_bench
    from automatch.fileio import atomic_write_text

    res = run_cpu_bench(CpuBenchConfig(), log=log)
    if raw_path is None:
        return res.spec
    raw_path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(raw_path, json.dumps(res.raw))
    return dataclasses.replace(res.spec, extra={**res.spec.extra, "raw_results": str(raw_path)})


def measured_host_spec(*, cache_dir: str | os.PathLike | None = None, rebench: bool = False,
                       bench: Callable[[Callable[[str], None]], ArchSpec] | None = None,
                       log: Callable[[str], None] = lambda _m: None) -> HostSpec:
    """This host's spec: from the cache when one with this host's fingerprint is there
    (and ``rebench`` is False), else measured by ``bench`` (default: a full ``bench
    cpu``) and written to the cache. ``bench`` takes the log function and returns an
    ArchSpec; the fingerprint is added to its ``extra``."""
    from automatch.arch.spec.files import load_spec, save_spec
    from automatch.errors import InputError

    fp = host_fingerprint()
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    path = folder / f"{fp['id']}.toml"
    if path.is_file() and not rebench:
        try:
            spec = load_spec(path)
        except InputError as exc:  # a damaged cache entry is measured again
            log(f"cached spec {path} is unreadable ({exc}); measuring again")
        else:
            if matches_host(spec, fp):
                log(f"using this host's cached spec {path} (fingerprint {fp['id']})")
                return HostSpec(spec, str(path), fp, benched=False, bench_runs=0)
            log(f"cached spec {path} records another fingerprint; measuring again")
    log(f"measuring this host with `bench cpu` (fingerprint {fp['id']}, "
        f"{fp['cpu_model']}, {fp['logical_cpus']} CPUs); cached in {path}")
    if bench is None:
        spec = _bench_full(log, folder / f"{fp['id']}.raw.json")
    else:
        spec = bench(log)
    spec = dataclasses.replace(spec, extra={**spec.extra, FINGERPRINT_KEY: fp})
    folder.mkdir(parents=True, exist_ok=True)
    save_spec(spec, path)
    return HostSpec(spec, str(path), fp, benched=True, bench_runs=1)


__all__ = ["HostSpec", "default_cache_dir", "host_fingerprint", "matches_host",
           "measured_host_spec", "spec_fingerprint"]
