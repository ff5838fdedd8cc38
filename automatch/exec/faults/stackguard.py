"""Tell a stack overflow from other segmentation faults (used in the child, Linux x86-64).

A SIGSEGV handler cannot be Python (it runs inside the fault, on a dead stack), so it is
a tiny function written in LLVM IR and JIT-compiled here. It runs on an alternate
signal stack (``sigaltstack``), compares the fault address (``si_addr``) with the main
thread's stack growth region, and if the address lies there writes a marker to a file
descriptor. It then raises the signal again: the handler is installed with
``SA_RESETHAND``, so the process dies with SIGSEGV exactly as it would have, and the
parent, seeing SIGSEGV and the marker, reports a stack overflow.

The growth region is ``[max(top - RLIMIT_STACK - 4 MiB, end of the mapping below the
stack), top)`` where ``top`` is the end of ``[stack]`` in /proc/self/maps: the main
thread's stack grows down into it and faults there when it runs out (the kernel's guard
gap keeps it from reaching the mapping below). The program runs in the main thread.

A frame larger than the whole stack (a 16 MB variable-length array, a huge local array)
moves the stack pointer past that region at once, and its first access faults further
down: a fault anywhere between the mapping below the stack and ``top`` is a stack
overflow too when it lies at most 64 KiB below the faulting thread's stack pointer (read
from the signal's ``ucontext``, on x86-64 and aarch64), which a wild pointer's is not.
"""

from __future__ import annotations

import ctypes
import platform
import resource
import signal

_SA_SIGINFO = 0x4
_SA_ONSTACK = 0x08000000
_SA_RESETHAND = 0x80000000
_ALT_STACK_BYTES = 256 * 1024
MARKER = b"stack overflow"

_HANDLER_IR = r"""
@am_so_lo = global i64 0
@am_so_hi = global i64 0
@am_so_below = global i64 0
@am_so_sp_off = global i64 -1
@am_so_fd = global i32 -1
@am_so_write = global ptr null
@am_so_raise = global ptr null
@am_so_msg = private constant [14 x i8] c"stack overflow"

define void @am_segv_handler(i32 %sig, ptr %info, ptr %ctx) {
entry:
  %ap = getelementptr i8, ptr %info, i64 16
  %addr = load volatile i64, ptr %ap
  %lo = load volatile i64, ptr @am_so_lo
  %hi = load volatile i64, ptr @am_so_hi
  %c1 = icmp uge i64 %addr, %lo
  %c2 = icmp ult i64 %addr, %hi
  %in = and i1 %c1, %c2
  br i1 %in, label %mark, label %near
near:
  %off = load volatile i64, ptr @am_so_sp_off
  %known = icmp sgt i64 %off, 0
  br i1 %known, label %frame, label %done
frame:
  %spp = getelementptr i8, ptr %ctx, i64 %off
  %sp = load volatile i64, ptr %spp
  %below = load volatile i64, ptr @am_so_below
  %c3 = icmp uge i64 %addr, %below
  %slack = add i64 %addr, 65536
  %c4 = icmp uge i64 %slack, %sp
  %c34 = and i1 %c3, %c4
  %far = and i1 %c34, %c2
  br i1 %far, label %mark, label %done
mark:
  %fd = load volatile i32, ptr @am_so_fd
  %w = load volatile ptr, ptr @am_so_write
  %r = call i64 %w(i32 %fd, ptr @am_so_msg, i64 14)
  br label %done
done:
  %rf = load volatile ptr, ptr @am_so_raise
  %x = call i32 %rf(i32 %sig)
  ret void
}
"""


class _StackT(ctypes.Structure):
    _fields_ = [("ss_sp", ctypes.c_void_p), ("ss_flags", ctypes.c_int), ("ss_size", ctypes.c_size_t)]


class _Sigaction(ctypes.Structure):  # glibc's struct sigaction on x86-64 / aarch64
    _fields_ = [("sa_sigaction", ctypes.c_void_p), ("sa_mask", ctypes.c_uint64 * 16),
                ("sa_flags", ctypes.c_int), ("sa_restorer", ctypes.c_void_p)]


_keep: list = []  # the engine, the alternate stack: alive for the rest of the process


# offsetof(ucontext_t, uc_mcontext) + the stack pointer's offset in it (glibc): x86-64
# gregs[REG_RSP = 15] after 40 bytes; aarch64 sp after fault_address and regs[31], the
# mcontext 16-aligned at 176
_SP_OFFSETS = {"x86_64": 40 + 15 * 8, "aarch64": 176 + 8 + 31 * 8}


def stack_growth_region() -> tuple[int, int] | None:
    """(lo, hi) addresses where a main-thread stack overflow faults, None if unknown."""
    bounds = _stack_bounds()
    return bounds[1:] if bounds else None


def _stack_bounds() -> tuple[int, int, int] | None:
    """(end of the mapping below the stack, lo, hi): see :func:`stack_growth_region`."""
    try:
        lines = open("/proc/self/maps").read().splitlines()
    except OSError:
        return None
    ranges = []
    top = bottom = None
    for line in lines:
        lo_s, _, rest = line.partition("-")
        hi_s = rest.split(" ", 1)[0]
        lo, hi = int(lo_s, 16), int(hi_s, 16)
        ranges.append((lo, hi))
        if line.rstrip().endswith("[stack]"):
            bottom, top = lo, hi
    if top is None:
        return None
    below = max((hi for lo, hi in ranges if hi <= bottom), default=0)
    soft = resource.getrlimit(resource.RLIMIT_STACK)[0]
    span = soft if soft != resource.RLIM_INFINITY else top
    return below, max(below, top - span - (4 << 20), 0), top


def install(marker_fd: int) -> bool:
    """Install the handler for SIGSEGV in this (main) thread; False if it could not be."""
    bounds = _stack_bounds()
    if bounds is None:
        return False
    below, *region = bounds
    import llvmlite.binding as llvm

    from automatch.ir.canonical import target_machine

    libc = ctypes.CDLL(None, use_errno=True)
    mod = llvm.parse_assembly(_HANDLER_IR)
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, target_machine(0))
    engine.finalize_object()
    _keep.append((engine, mod))

    def set_global(name: str, ctype, value) -> None:
        ctype.from_address(engine.get_global_value_address(name)).value = value

    set_global("am_so_lo", ctypes.c_uint64, region[0])
    set_global("am_so_hi", ctypes.c_uint64, region[1])
    set_global("am_so_below", ctypes.c_uint64, below)
    set_global("am_so_sp_off", ctypes.c_int64, _SP_OFFSETS.get(platform.machine(), -1))
    set_global("am_so_fd", ctypes.c_int32, marker_fd)
    set_global("am_so_write", ctypes.c_void_p, ctypes.cast(libc.write, ctypes.c_void_p).value)
    set_global("am_so_raise", ctypes.c_void_p, ctypes.cast(libc["raise"], ctypes.c_void_p).value)

    alt = ctypes.create_string_buffer(_ALT_STACK_BYTES)
    _keep.append(alt)
    ss = _StackT(ctypes.cast(alt, ctypes.c_void_p).value, 0, _ALT_STACK_BYTES)
    if libc.sigaltstack(ctypes.byref(ss), None) != 0:
        return False
    act = _Sigaction()
    act.sa_sigaction = engine.get_function_address("am_segv_handler")
    flags = _SA_SIGINFO | _SA_ONSTACK | _SA_RESETHAND
    act.sa_flags = flags - (1 << 32) if flags >= 1 << 31 else flags  # a C int
    return libc.sigaction(int(signal.SIGSEGV), ctypes.byref(act), None) == 0


# The instrumented program keeps locals in memory that the native build holds in
# registers or drops (every access is an event), so its frames are larger: a recursion
# that fits the native 8 MiB stack could overflow it. The main thread's stack may grow
# up to RLIMIT_STACK at the time of the fault, into the gap of at least 128 MiB the
# kernel leaves below it at exec.
INSTRUMENTED_STACK_BYTES = 128 << 20


def raise_stack_limit() -> None:
    """Let the instrumented program's stack grow to :data:`INSTRUMENTED_STACK_BYTES`
    (never above the hard limit, never below the limit it has)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    if soft == resource.RLIM_INFINITY:
        return
    want = max(soft, INSTRUMENTED_STACK_BYTES)
    if hard != resource.RLIM_INFINITY:
        want = min(want, hard)
    if want > soft:
        try:
            resource.setrlimit(resource.RLIMIT_STACK, (want, hard))
        except (ValueError, OSError):
            pass
