"""How a held instrumented child compiles its module (engine.CodeTiers): lighter code for
a short program, once the native run that went first has told how long it ran
(child.py holds the child; runner.EarlyRun.note_native writes the times)."""

from __future__ import annotations

import json
import os
import select

from automatch.exec.protocol import NativeTimes

# A held instrumented child learns how long the native program ran while it compiles
# (HeldJit): for a short program it compiles its module lighter. Measured on the
# workloads (2-vCPU Xeon VM): after the always-inline pass (6-23 ms), the O1 pipeline
# takes 13-30 times that pass and the code generator 0.8-1.3 times the pipeline; fast
# code generation (FastISel, the fast register allocator: code level 0) takes 0.28 of the
# O1 generator's time on optimised code, and 7 times the inline pass on code left
# unoptimised. The code then runs slower: fast generation after O1 up to 1.57x (the large
# stencil, SpMV and LU sampled with their schedule: 1.35-1.57x), no pipeline and fast
# generation up to 2x (LU 1.98x, stencil 1.25x); an instrumented region takes up to 72
# times its native time (the large stencil's full profile, benchmarks/results), the rest
# of the program (its native code) is taken as up to 3x slower unoptimised.
_INSTRUMENTED_REGION = 72  # an instrumented region's time, per native second
_LIGHT_SLOWER = (1.0, 2.0)  # no pipeline: extra time per second of region, of the rest
_LIGHT_SAVED = 13 * 1.8 - 7  # seconds saved per second of the inline pass, at least
_FAST_SLOWER = (0.57, 0.57)  # fast generation after O1: the same
_FAST_SAVED = 0.8 * (1 - 0.28)  # seconds saved per second of the pipeline, at least


def _extra_run_s(slower: tuple[float, float], program_s: float, region_s: float) -> float:
    """Seconds slower code would add to the instrumented run of a native program that
    ran ``program_s`` seconds, ``region_s`` of them in its region (an upper bound)."""
    rest = max(0.0, program_s - region_s)
    return slower[0] * _INSTRUMENTED_REGION * region_s + slower[1] * rest


class HeldJit:
    """jit.CodeTiers of a held instrumented child (the native run goes first): lighter
    code when the native run has ended by the time of a choice (its go byte is here;
    then taken, ``session.went``, and ``native.json`` read: runner.EarlyRun.note_native)
    and its program was short enough for the compile time saved to outweigh the slower
    code. A native run still going is no shorter than the child's start-up and compile
    so far: the full compile then, beside it as before, unless lighter code for this
    module is in the cache (``wait``): the native run is waited for, as its time decides
    whether that code fits."""

    def __init__(self, session, go_fd: int):  # session: child._Session
        self.session, self.go_fd = session, go_fd
        self.native: tuple[float, float] | None = None  # (program_s, region_s)

    def _short(self, slower: tuple[float, float], saved_s: float, wait: bool) -> bool:
        if not self.session.went:
            if not wait and not select.select([self.go_fd], [], [], 0)[0]:
                return False
            wait_byte(self.go_fd)
            self.session.went = True
            try:  # not written when the parent ran no native run before this one
                text = self.session.files.native.read_text()
            except OSError:
                text = None
            told = NativeTimes.from_json(json.loads(text)) if text is not None else None
            self.native = (told.program_s, told.region_s) if told is not None else None
        return self.native is not None and _extra_run_s(slower, *self.native) < saved_s

    def light(self, inline_s: float, wait: bool) -> bool:
        if self._short(_LIGHT_SLOWER, _LIGHT_SAVED * inline_s, wait):
            self.session.stamp(
                "jit: inline (a short program: no optimisation, fast code generation)"
            )
            return True
        return False

    def fast_codegen(self, optimise_s: float, wait: bool) -> bool:
        if self._short(_FAST_SLOWER, _FAST_SAVED * optimise_s, wait):
            self.session.stamp("jit: optimise (a short program: fast code generation)")
            return True
        return False


def wait_byte(fd: int) -> None:
    """Block until the parent writes a byte on ``fd``; the parent gone (EOF): end quietly."""
    while True:
        try:
            if os.read(fd, 1):
                return
        except InterruptedError:
            continue
        except OSError:
            pass
        os._exit(1)
