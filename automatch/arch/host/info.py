"""What the OS says about the CPU: model, flags, clocks and caches (Linux /proc, /sys).

Parsing functions are pure (text in, values out); ``read_host_cpu`` does the reading.
"""

from __future__ import annotations

import os
import platform
import re
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "CacheLevel",
    "HostCpu",
    "isa_vector_bytes",
    "has_fma",
    "parse_cache_size",
    "parse_cpuinfo",
    "read_caches",
    "read_host_cpu",
]


@dataclass(frozen=True)
class CacheLevel:
    level: int
    type: str  # Data | Instruction | Unified
    size_bytes: int
    line_bytes: int
    shared_cpus: str = ""

    def to_dict(self) -> dict[str, object]:
        return {
            "level": self.level,
            "type": self.type,
            "size_bytes": self.size_bytes,
            "line_bytes": self.line_bytes,
            "shared_cpus": self.shared_cpus,
        }


@dataclass(frozen=True)
class HostCpu:
    machine: str  # x86_64, aarch64...
    vendor: str
    model: str
    flags: frozenset[str]
    nominal_clock_hz: float  # cpufreq max if known, else /proc/cpuinfo "cpu MHz" (0: unknown)
    logical_cpus: int
    caches: tuple[CacheLevel, ...] = field(default=())
    # x86 CPUID family and model (/proc/cpuinfo "cpu family", "model"; -1: unknown), the
    # key to the microarchitecture datasheet table (arch/host/microarch.py)
    cpu_family: int = -1
    cpu_model: int = -1

    def data_caches(self) -> list[CacheLevel]:
        """Data and unified caches, by level."""
        return sorted(
            (c for c in self.caches if c.type in ("Data", "Unified")), key=lambda c: c.level
        )

    def llc_bytes(self) -> int:
        dc = self.data_caches()
        return dc[-1].size_bytes if dc else 0

    def private_cache_bytes(self) -> int:
        """Per-core private data capacity: the largest data/unified level that cpu0 does
        not share with another CPU (0 when unknown)."""
        private = [c.size_bytes for c in self.data_caches() if _single_cpu(c.shared_cpus)]
        return max(private, default=0)

    def line_bytes(self) -> int:
        dc = self.data_caches()
        return dc[0].line_bytes if dc else 0


def _single_cpu(cpu_list: str) -> bool:
    """True for a sysfs shared_cpu_list naming one CPU ("0"), False for "0-1" or "0,8"."""
    return bool(cpu_list) and cpu_list.strip().isdigit()


_SIZE = re.compile(r"^\s*(\d+)\s*([KMG]?)i?B?\s*$", re.IGNORECASE)


def parse_cache_size(text: str) -> int:
    """sysfs cache size ("48K", "2048K", "32M") in bytes."""
    m = _SIZE.match(text)
    if not m:
        raise ValueError(f"unrecognised cache size {text!r}")
    return int(m.group(1)) * {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}[m.group(2).upper()]


def parse_cpuinfo(text: str) -> dict[str, str]:
    """The first processor block of /proc/cpuinfo as a dict (keys lower-cased)."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip():
            if out:
                break
            continue
        if ":" in line:
            k, v = line.split(":", 1)
            out.setdefault(k.strip().lower(), v.strip())
    return out


def isa_vector_bytes(flags: frozenset[str] | set[str], machine: str) -> int:
    """Widest SIMD register the ISA flags advertise, in bytes."""
    if machine in ("x86_64", "i686", "i386", "AMD64"):
        if "avx512f" in flags:
            return 64
        if "avx" in flags or "avx2" in flags:
            return 32
        return 16
    return 16  # aarch64 NEON (SVE lengths vary; the 128-bit NEON path is what we measure)


def has_fma(flags: frozenset[str] | set[str], machine: str) -> bool:
    if machine in ("x86_64", "i686", "i386", "AMD64"):
        return "fma" in flags or "fma4" in flags
    return machine in ("aarch64", "arm64") or "asimd" in flags


def read_caches(
    cpu_dir: Path = Path("/sys/devices/system/cpu/cpu0/cache"),
) -> tuple[CacheLevel, ...]:
    out = []
    for d in sorted(cpu_dir.glob("index*")):
        try:
            out.append(
                CacheLevel(
                    level=int((d / "level").read_text()),
                    type=(d / "type").read_text().strip(),
                    size_bytes=parse_cache_size((d / "size").read_text()),
                    line_bytes=int((d / "coherency_line_size").read_text()),
                    shared_cpus=(d / "shared_cpu_list").read_text().strip()
                    if (d / "shared_cpu_list").exists()
                    else "",
                )
            )
        except (OSError, ValueError):
            continue
    return tuple(out)


def _read(path: str) -> str:
    try:
        return Path(path).read_text()
    except OSError:
        return ""


def read_host_cpu() -> HostCpu:
    info = parse_cpuinfo(_read("/proc/cpuinfo"))
    machine = platform.machine()
    flags = frozenset((info.get("flags") or info.get("features") or "").split())
    vendor = info.get("vendor_id") or info.get("cpu implementer") or machine
    model = info.get("model name") or info.get("cpu model") or platform.processor() or machine
    clock = 0.0
    fmax = _read("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq").strip()
    if fmax.isdigit():
        clock = int(fmax) * 1e3
    elif info.get("cpu mhz"):
        try:
            clock = float(info["cpu mhz"]) * 1e6
        except ValueError:
            clock = 0.0
    try:
        ncpu = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        ncpu = os.cpu_count() or 1
    return HostCpu(
        machine=machine,
        vendor=vendor,
        model=model,
        flags=flags,
        nominal_clock_hz=clock,
        logical_cpus=ncpu,
        caches=read_caches(),
        cpu_family=_int_or(info.get("cpu family"), -1),
        cpu_model=_int_or(info.get("model"), -1),
    )


def _int_or(text: str | None, default: int) -> int:
    """``text`` as a decimal integer, else ``default`` (ARM's "model" is absent)."""
    try:
        return int(str(text).strip())
    except ValueError:
        return default
