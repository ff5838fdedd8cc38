"""Bound input arrays end against a guard page, so an overrun is caught and named.

A bare kernel reads its arrays through raw pointers: an input shorter than the kernel
reads would otherwise be overrun silently (garbage in the profile) or crash somewhere
unrelated. Each bound array is placed in its own anonymous mapping so that its last
byte is followed by a ``PROT_NONE`` page: the first access past the end is a SIGSEGV
at a known address. A SIGSEGV handler (installed just before the kernel is called)
compares the faulting address with the guard pages; on a hit it writes the run's
error file naming the parameter (an input error, exit 2), restores the default action
and returns, so the fault repeats and the child dies of the SIGSEGV as before; on any
other address it restores the previous action (another handler's, or the default) and
lets the fault take its usual course. The handler is Python (a ctypes callback): it
runs on the alternate signal stack the child's stack-overflow detector sets up
(``SA_ONSTACK``), only compares an address and writes a message encoded beforehand,
and hands every fault that is not its own to the detector.
"""

from __future__ import annotations

import ctypes
import json
import mmap
import os
import signal
from dataclasses import dataclass

from automatch.exec.faults.stackguard import (  # one layout: the handlers chain
    _SA_ONSTACK,
    _SA_SIGINFO,
    _Sigaction,
)

PAGE = mmap.PAGESIZE
_PROT_NONE, _PROT_RW = 0, mmap.PROT_READ | mmap.PROT_WRITE
_SI_ADDR_OFFSET = 16  # offsetof(siginfo_t, si_addr) on Linux (x86-64 and aarch64)

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                       ctypes.c_long]
_libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]


@dataclass(frozen=True)
class GuardedArray:
    """``nbytes`` of writable memory at ``address``; the page at ``guard`` is inaccessible."""

    address: int
    nbytes: int
    guard: int
    message: str  # the error shown when the kernel touches the guard page

    def buffer(self) -> memoryview:
        """The data bytes, writable."""
        return memoryview((ctypes.c_char * self.nbytes).from_address(self.address)).cast("B")


def allocate(nbytes: int, message: str) -> GuardedArray:
    """Map ``nbytes`` ending exactly at a PROT_NONE page (MemoryError when it cannot be mapped).

    The start is then aligned to the largest power of two dividing ``nbytes`` (up to a
    page), so always to the element size.
    """
    data_len = -(-nbytes // PAGE) * PAGE
    addr = _libc.mmap(None, data_len + PAGE, _PROT_RW,
                      mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
    if addr is None or addr == ctypes.c_void_p(-1).value:
        raise MemoryError(f"cannot map {nbytes} bytes")
    guard = addr + data_len
    if _libc.mprotect(guard, PAGE, _PROT_NONE) != 0:
        raise MemoryError(f"cannot protect the guard page ({os.strerror(ctypes.get_errno())})")
    return GuardedArray(address=guard - nbytes, nbytes=nbytes, guard=guard, message=message)


_HANDLER_T = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_state: dict = {}


def _on_segv(_sig: int, info: int, _ctx: int) -> None:
    addr = ctypes.c_void_p.from_address(info + _SI_ADDR_OFFSET).value or 0
    hit = next((payload for lo, payload in _state["guards"] if lo <= addr < lo + PAGE), None)
    if hit is not None:
        fd = os.open(_state["error_path"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.write(fd, hit)
        os.close(fd)
        _libc.sigaction(signal.SIGSEGV, ctypes.byref(_Sigaction()), None)  # SIG_DFL
    else:
        _libc.sigaction(signal.SIGSEGV, ctypes.byref(_state["previous"]), None)


def watch_overruns(guards: list[GuardedArray], error_path: str) -> None:
    """Attribute a SIGSEGV on one of ``guards``' pages to its array (see the module doc)."""
    if not guards or not error_path:
        return
    handler = _HANDLER_T(_on_segv)
    action, previous = _Sigaction(), _Sigaction()
    action.sa_sigaction = ctypes.cast(handler, ctypes.c_void_p).value
    action.sa_flags = _SA_SIGINFO | _SA_ONSTACK
    payloads = [(g.guard, json.dumps({"message": g.message, "exit_code": 2, "internal": False}).encode())
                for g in guards]  # encoded now: the handler only compares and writes
    _state.update(guards=payloads, error_path=error_path, previous=previous, handler=handler)
    if _libc.sigaction(signal.SIGSEGV, ctypes.byref(action), ctypes.byref(previous)) != 0:
        _state.clear()
