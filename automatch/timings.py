"""Where the wall time of an ``analyze``/``profile`` run goes (``--timings``).

A run is a chain of phases in this process (Python start-up and imports, compile,
canonicalise, vectoriser pass, the two runs, assemble, model, report) and, inside each
run, the phases of the child process that runs the program (its start-up, JIT, the
program, the consumers). Knowing which of them take the second that a small kernel
costs is what makes start-up work measurable (issue 14).

Recording is off unless :func:`start` was called (``--timings``): :func:`phase` is then
a no-op, so the library's phases cost nothing in normal runs. Phases are kept in order
as ``(name, seconds)``; a phase inside another is named ``outer/inner`` (``instrumented
run/jit``). The child reports absolute ``CLOCK_MONOTONIC`` stamps (one clock for every
process of the machine), which :func:`add_child_stamps` turns into sub-phases of the run
that started it.

``Timings.to_dict()`` is what the profile's ``extra["timings"]`` holds: phase name ->
seconds, in order, plus ``"total"``.
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

# Names of the phases in this process, in the order a run goes through them.
STARTUP = "python start-up + imports"


def now() -> float:
    """Seconds on CLOCK_MONOTONIC: the same clock in the parent and the child processes."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def process_age_s() -> float:
    """Seconds since this process was started (exec), from ``/proc/self/stat`` (its start
    time in clock ticks since boot, 10 ms resolution); 0.0 where that is not readable."""
    try:
        with open("/proc/self/stat") as f:
            fields = f.read().rpartition(")")[2].split()
        start_ticks = int(fields[19])  # field 22 of stat(5), counted after the command name
        return max(
            0.0, time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / os.sysconf("SC_CLK_TCK")
        )
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


@dataclass
class Timings:
    """Phases of one run, in order: ``(name, seconds)``."""

    phases: list[tuple[str, float]] = field(default_factory=list)
    origin: float = 0.0  # CLOCK_MONOTONIC at this process's start (estimated)

    def add(self, name: str, seconds: float) -> None:
        self.phases.append((name, max(0.0, float(seconds))))

    def total(self) -> float:
        """Wall seconds from the process's start to now."""
        return now() - self.origin

    def to_dict(self) -> dict[str, float]:
        """Phase name -> seconds (a repeated name adds up), and ``total`` (process start to now)."""
        out: dict[str, float] = {}
        for name, s in self.phases:
            out[name] = round(out.get(name, 0.0) + s, 6)
        out["total"] = round(self.total(), 6)
        return out

    def render(self) -> str:
        """The phases as a table for stderr: name, seconds, share of the total."""
        total = self.total()
        width = max([len(n) for n, _ in self.phases] + [len("total")])
        lines = ["automatch timings (wall seconds):"]
        top = 0.0
        for name, s in self.phases:
            depth = name.count("/")
            label = ("  " * depth) + name.rsplit("/", 1)[-1]
            if depth == 0:
                top += s
            share = f"{100.0 * s / total:5.1f}%" if total > 0 else ""
            lines.append(f"  {label:<{width}}  {s:8.3f} s  {share}")
        lines.append(f"  {'other':<{width}}  {max(0.0, total - top):8.3f} s")
        lines.append(f"  {'total':<{width}}  {total:8.3f} s")
        return "\n".join(lines)


_ACTIVE: list[Timings] = []  # the recording of this process, when --timings asked for one


def start() -> Timings:
    """Begin recording in this process; the time since the process started (the Python
    interpreter's start-up and every import so far) is its first phase."""
    age = process_age_s()
    t = Timings(origin=now() - age)
    t.add(STARTUP, age)
    _ACTIVE[:] = [t]
    return t


def stop() -> None:
    _ACTIVE.clear()


def active() -> Timings | None:
    """The current recording, or None when timings are off."""
    return _ACTIVE[0] if _ACTIVE else None


def record(name: str, since: float) -> None:
    """Record phase ``name`` as the time from ``since`` (a :func:`now` value) to now."""
    t = active()
    if t is not None:
        t.add(name, now() - since)


def with_timings(profile):
    """``profile`` with the phases so far in ``extra["timings"]`` when recording (else
    ``profile`` itself): what a benchmark reads from a saved profile."""
    t = active()
    if t is None:
        return profile
    import dataclasses

    return dataclasses.replace(profile, extra={**profile.extra, "timings": t.to_dict()})


@contextmanager
def phase(name: str):
    """Time the block as phase ``name`` when recording (else do nothing). The phase is
    recorded even when the block raises, so a failed run still shows where it was."""
    t = active()
    if t is None:
        yield
        return
    t0 = now()
    slot = len(t.phases)
    t.phases.append((name, 0.0))  # its place before the phases inside it
    try:
        yield
    finally:
        t.phases[slot] = (name, now() - t0)


def add_child_stamps(run: str, started: float, stamps: dict | None) -> None:
    """Sub-phases of the run ``run`` (a phase that began at ``started``, ending now) from
    the stamps its child process reported: ``{"phase name": CLOCK_MONOTONIC at its end,
    ...}`` in order, the first measured from ``started`` (so it holds the process's
    start-up), and ``{"busy/<name>": seconds}`` for work inside them (each consumer's
    time, which the consumers spend side by side on several cores). What follows the
    last stamp (the child's exit, reading its result) is ``<run>/exit + result``."""
    t = active()
    if t is None or not stamps:
        return
    prev = started
    for name, value in stamps.items():
        if name.startswith("busy/"):
            t.add(f"{run}/busy: {name[5:]}", float(value))
        else:
            t.add(f"{run}/{name}", float(value) - prev)
            prev = float(value)
    t.add(f"{run}/exit + result", now() - prev)
