"""libc calls the child binds to functions of its own when it JIT-compiles the program.

* Thread starters refuse (exit 2, naming the call) when they are called: what
  ``ir/unrunnable.py`` refuses up front by name, again at run time so that nothing slips
  (a declaration it did not see), and the calls whose thread depends on an argument:
  ``timer_create`` and ``mq_notify`` with ``SIGEV_THREAD`` (any other notification goes
  on to libc's own function).
* ``_exit``, ``_Exit`` and ``quick_exit`` end the run as ``exit`` does (``__am_exit``):
  the results are written first, then the process ends with the status, the low 8 bits
  of the code as the kernel keeps them. ``_exit``/``_Exit`` skip what the real ones skip
  (the exit handlers, the flush of stdio buffers); ``quick_exit`` goes on to libc's, so
  the program's ``at_quick_exit`` handlers still run (after the results are written; the
  child's flush is a no-op by then).

Bound through the JIT's symbol table (``jit.compile_module``'s ``symbols``), these only
replace the program's own references; libc's internal calls are unchanged.
"""

from __future__ import annotations

import ctypes
import os

from automatch.errors import UnsupportedProgramError

SIGEV_THREAD = 2  # <signal.h>
_SIGEV_NOTIFY_OFFSET = 12  # offsetof(struct sigevent, sigev_notify): after an 8-byte sigval, an int
_START_THREAD = "_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE"

_libc = ctypes.CDLL(None, use_errno=True)
_keep: list = []  # the callbacks: alive as long as the program


def _refusal(what: str) -> UnsupportedProgramError:
    return UnsupportedProgramError(
        f"The program started a thread ({what}), which automatch cannot run: it analyses one "
        "sequential, single-threaded program, and a thread's work would run outside the "
        "analysis. Analyse the sequential version of the kernel (do the thread's work in the "
        "calling thread).")


def _notifies_by_thread(sevp: int | None) -> bool:
    return bool(sevp) and ctypes.c_int.from_address(sevp + _SIGEV_NOTIFY_OFFSET).value == SIGEV_THREAD


def _address(cfunc) -> int:
    _keep.append(cfunc)
    return ctypes.cast(cfunc, ctypes.c_void_p).value


def refusing_symbols(fail) -> dict[str, int]:
    """name -> address of the thread starters' stand-ins; ``fail(exc)`` reports and ends
    the process (child._Session.fail)."""
    vp, i32 = ctypes.c_void_p, ctypes.c_int
    out = {}
    for name, what in (("pthread_create", "pthread_create"), ("__pthread_create_2_1", "pthread_create"),
                       ("thrd_create", "thrd_create"), (_START_THREAD, "std::thread")):
        out[name] = _address(ctypes.CFUNCTYPE(i32, vp, vp, vp, vp)(
            lambda *_a, what=what: fail(_refusal(what)) or 11))  # EAGAIN, never reached

    real_timer = getattr(_libc, "timer_create", None)
    if real_timer is not None:
        real_timer.argtypes, real_timer.restype = [i32, vp, vp], i32

        def timer_create(clock, sevp, timerid):
            if _notifies_by_thread(sevp):
                fail(_refusal("timer_create with SIGEV_THREAD"))
            return real_timer(clock, sevp, timerid)

        out["timer_create"] = _address(ctypes.CFUNCTYPE(i32, i32, vp, vp)(timer_create))
    real_mq = getattr(_libc, "mq_notify", None)
    if real_mq is not None:
        real_mq.argtypes, real_mq.restype = [i32, vp], i32

        def mq_notify(mqd, sevp):
            if _notifies_by_thread(sevp):
                fail(_refusal("mq_notify with SIGEV_THREAD"))
            return real_mq(mqd, sevp)

        out["mq_notify"] = _address(ctypes.CFUNCTYPE(i32, i32, vp)(mq_notify))
    return out


def exit_symbols(finish, fail) -> dict[str, int]:
    """name -> address of ``_exit``, ``_Exit`` and ``quick_exit`` stand-ins that call
    ``finish(code, quick=True)`` (the results) before the process ends."""
    real_quick = getattr(_libc, "quick_exit", None)

    def quick(code: int, then_libc: bool) -> None:
        status = int(code) & 0xFF
        try:
            finish(status, quick=True)
        except BaseException as exc:  # noqa: BLE001 - a ctypes callback must not raise
            fail(exc)
        if then_libc and real_quick is not None:
            real_quick(ctypes.c_int(int(code)))
        os._exit(status)

    t = ctypes.CFUNCTYPE(None, ctypes.c_int)
    fast = t(lambda code: quick(code, False))
    return {"_exit": _address(fast), "_Exit": _address(fast),
            "quick_exit": _address(t(lambda code: quick(code, True)))}
