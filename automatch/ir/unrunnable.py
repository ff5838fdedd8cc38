"""Refuse, up front, programs the engine would run wrongly: threads, TLS, computed goto.

``ir/canonical.check_supported`` refuses what the program *declares* by the classic names
(pthread_create, fork, setjmp...). This module adds, on the canonical IR that the
Program model is built from (:func:`automatch.ir.program.build_program` calls
:func:`check_runnable` first), what reaches a thread or the JIT's limits by other paths:

* threads started through a library: C++'s ``std::thread`` (``std::async`` and
  ``std::jthread`` start one through the same ``std::thread::_M_start_thread`` in
  libstdc++), POSIX asynchronous I/O and ``getaddrinfo_a`` (glibc runs them on threads),
  the OpenMP runtime's entry points that start a team or a task; a thread's work runs
  outside the instrumented code (uninstrumented library code to the analysis: a
  ``std::thread`` doing 800,000 flops gave W = 1);
* thread-local variables (``_Thread_local``, C++ ``thread_local``, libstdc++'s own, as
  ``std::call_once`` uses): MCJIT cannot allocate TLS and aborts the run ("allocation of
  TLS not implemented", which looked like the program's SIGABRT);
* computed goto (GNU C ``&&label`` and ``goto *p``: LLVM ``blockaddress`` and
  ``indirectbr``): runs natively, but the instrumented copy's labels are not the ones the
  program took the address of, and it crashed.

Thread starters that depend on an argument (``timer_create`` and ``mq_notify`` with
``SIGEV_THREAD``) are refused when they are called (``exec/child.py``: the JIT binds
them, and every name here, to a function that refuses).
"""

from __future__ import annotations

import re

from automatch.errors import UnsupportedProgramError
from automatch.ir.irtext import unquote_ident

_OMP = "OpenMP parallel regions or tasks"
# Exact names a program may declare, and what starts the thread.
THREAD_CALLS = {
    "__pthread_create_2_1": "pthread_create",
    **{n: "POSIX asynchronous I/O (glibc runs it on threads)"
       for n in ("aio_read", "aio_write", "aio_fsync", "lio_listio",
                 "aio_read64", "aio_write64", "aio_fsync64", "lio_listio64")},
    "getaddrinfo_a": "asynchronous name lookups (glibc runs them on threads)",
    **{n: _OMP for n in ("__kmpc_fork_teams", "__kmpc_fork_call_if", "__kmpc_omp_task_alloc",
                         "__kmpc_omp_target_task_alloc", "__kmpc_omp_task",
                         "__kmpc_parallel_51", "__tgt_target_kernel", "__tgt_target_mapper",
                         "GOMP_task", "GOMP_taskloop", "GOMP_teams", "GOMP_teams_reg")},
}
# Name prefixes (C++ mangled names, families of runtime entry points).
THREAD_PREFIXES = {
    "_ZNSt6thread15_M_start_thread": "std::thread (std::async and std::jthread start theirs "
                                     "through it)",
    "GOMP_parallel": _OMP,
    "__kmpc_fork": _OMP,
}
_DECLARE = re.compile(r'^declare [^\n@]*@("[^"]+"|[-\w$.]+)\(', re.M)
_TLS_GLOBAL = re.compile(r'^@("[^"]+"|[-\w$.]+) = [^\n]*?\bthread_local\b', re.M)
_INDIRECTBR = re.compile(r"^  indirectbr\b", re.M)
_BLOCKADDRESS = re.compile(r'\bblockaddress\(@("[^"]+"|[-\w$.]+),')


def thread_starter(name: str) -> str | None:
    """What a declared function ``name`` starts a thread for, None if it does not."""
    if name in THREAD_CALLS:
        return THREAD_CALLS[name]
    return next((what for prefix, what in THREAD_PREFIXES.items() if name.startswith(prefix)), None)


def _shown(name: str) -> str:
    from automatch.ir.canonical import demangle

    nice = demangle([name])[name].split("(", 1)[0]  # without the parameter list
    return name if nice == name or not nice else nice


def _function_at(text: str, pos: int) -> str:
    start = text.rfind("\ndefine ", 0, pos)
    m = re.search(r' @("[^"]*"|[-\w$.]+)\(', text[start: text.find("\n", start + 1)])
    return unquote_ident(m.group(1)) if m else "?"


def check_runnable(text: str) -> None:
    """Refuse (UnsupportedProgramError, exit 2) a program that starts a thread, has a
    thread-local variable or uses computed goto; the message names the call, variable or
    function (see the module docstring)."""
    for m in _DECLARE.finditer(text):
        name = unquote_ident(m.group(1))
        what = thread_starter(name)
        if what:
            raise UnsupportedProgramError(
                f"The program starts threads through {what} (it calls {_shown(name)}), which "
                "automatch cannot run: it analyses one sequential, single-threaded program, and a thread's work "
                "would run outside the analysis. Analyse the sequential version of the kernel "
                "(do the thread's work in the calling thread).")
    m = _TLS_GLOBAL.search(text)
    if m:
        name = unquote_ident(m.group(1))
        raise UnsupportedProgramError(
            f"The program uses the thread-local variable {_shown(name)} (_Thread_local, "
            "thread_local or __thread), which the JIT cannot allocate. Make it a plain global "
            "or static variable: the program runs in one thread, so nothing changes.")
    m = _BLOCKADDRESS.search(text)
    where = unquote_ident(m.group(1)) if m else None
    if where is None:
        m = _INDIRECTBR.search(text)
        where = _function_at(text, m.start()) if m else None
    if where is not None:
        raise UnsupportedProgramError(
            f"Function {_shown(where)!r} uses computed goto (GNU C's '&&label' and 'goto *p': "
            "LLVM blockaddress/indirectbr), which the instrumented run cannot follow. Replace "
            "the jump table with a switch.")
