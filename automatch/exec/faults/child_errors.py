"""What the instrumented or native child reports when it fails: a message and an exit
code for the parent, never a traceback on the terminal (kept apart from child.py for size)."""

from __future__ import annotations

from pathlib import Path


def vm_bytes() -> int:
    """This process's address-space size (VmSize), what RLIMIT_AS counts."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmSize:"):
            return int(line.split()[1]) * 1024
    return 0


def size_text(n: float) -> str:
    """Bytes as GiB from 1 GiB up, else MiB (the failure messages' unit)."""
    return f"{n / (1 << 30):.2f} GiB" if n >= 1 << 30 else f"{n / (1 << 20):.0f} MiB"


def error_record(exc: BaseException, phase: str, cfg: dict, baseline: int | None) -> dict:
    """What the parent needs to report ``exc``: a message and exit code, never a traceback
    on the terminal (an internal error keeps its traceback for the crash report)."""
    import traceback

    from automatch.errors import AutomatchError

    what = "instrumented run" if cfg.get("mode") == "instrumented" else "native run"
    if isinstance(exc, AutomatchError):
        return {"message": str(exc), "exit_code": exc.exit_code, "internal": False}
    if isinstance(exc, MemoryError):
        limit = cfg.get("max_memory_bytes")
        doing = {"binding": "while its inputs were being loaded", "program": "while it ran"}.get(phase)
        if doing and limit:
            msg = (f"The program ran out of memory {doing} under --max-memory {size_text(limit)} "
                   f"({what}; the limit counts the program's own allocations"
                   + (", and the analyses' memory while it runs" if cfg.get("mode") == "instrumented" else "")
                   + f", on top of the {size_text(baseline or 0)} of address space automatch itself uses): "
                   "raise --max-memory or use a smaller input.")
        else:
            msg = (f"Out of memory {doing or f'during the {phase} of the {what}'} "
                   f"({what}; {'--max-memory does not apply there' if limit else 'no --max-memory limit'}): "
                   "the machine does not have the memory this run needs; use a smaller input.")
        return {"message": msg, "exit_code": 3, "internal": False}
    return {"message": f"{type(exc).__name__}: {exc}", "exit_code": 3, "internal": True,
            "phase": phase, "traceback": "".join(traceback.format_exception(exc))}
