"""How much memory an analysis may still commit before the machine runs out.

The replay keeps 12 bytes of shadow per byte of memory the program touches (twice when
reductions are also scheduled as trees). Without a limit, a large input grew it until
the kernel's OOM killer ended the analysis, after a minute of swapping and with a
message about the program, not the analysis: a 2.4 GB array took the 24 GiB
development VM there. The replay now asks here before each growth of its shadow and
stops with its own message when the memory is not there.

The figure is /proc/meminfo's MemAvailable, lowered by the memory cgroup's limit less
its usage (v2 ``memory.max``/``memory.current`` or v1 ``memory.limit_in_bytes``/
``memory.usage_in_bytes``) where a container sets one; None where neither can be read.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["available_bytes", "reserve_bytes"]


def _meminfo(field: str) -> int | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _read_int(path: Path) -> int | None:
    try:
        text = path.read_text().strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _cgroup_room() -> int | None:
    """The memory cgroup's limit less its usage, or None without a (finite) limit."""
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return None
    rooms = []
    for line in lines:
        parts = line.split(":", 2)
        if len(parts) != 3:
            continue
        rel = parts[2].lstrip("/")
        if parts[0] == "0" and parts[1] == "":  # cgroup v2
            base = Path("/sys/fs/cgroup") / rel
            limit, used = _read_int(base / "memory.max"), _read_int(base / "memory.current")
        elif "memory" in parts[1].split(","):  # cgroup v1
            base = Path("/sys/fs/cgroup/memory") / rel
            limit, used = (_read_int(base / "memory.limit_in_bytes"),
                           _read_int(base / "memory.usage_in_bytes"))
        else:
            continue
        if limit is not None and used is not None and limit < 1 << 60:  # v1's "none" is ~2^63
            rooms.append(max(0, limit - used))
    return min(rooms) if rooms else None


def available_bytes() -> int | None:
    """Bytes this process may still commit (see the module docstring), or None."""
    figures = [x for x in (_meminfo("MemAvailable"), _cgroup_room()) if x is not None]
    return min(figures) if figures else None


def reserve_bytes() -> int:
    """Memory left to the rest of the analysis and the machine: 5% of it, at least 256 MiB."""
    total = _meminfo("MemTotal")
    if total is None:
        try:
            total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        except (ValueError, OSError, AttributeError):
            total = 0
    return max(256 << 20, total // 20)
