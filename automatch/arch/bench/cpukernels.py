"""The compiled CPU micro-benchmark kernels (``kernels/cpubench.c``) and their ctypes
wrappers: compile with the host compiler at run time, load, call."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from automatch.errors import InputError

__all__ = ["Kernels", "compile_kernels"]


def _compiler(cc: str | None) -> str:
    for cand in (cc, os.environ.get("CC"), "cc", "gcc", "clang"):
        if cand and shutil.which(cand):
            return cand
    raise InputError(
        "automatch bench cpu needs a C compiler with OpenMP: none of $CC, cc, "
        "gcc, clang was found on PATH. Install gcc or set CC."
    )


def compile_kernels(workdir: Path, cc: str | None = None) -> ctypes.CDLL:
    """Compile kernels/cpubench.c into ``workdir`` and load it."""
    compiler = _compiler(cc)
    src = workdir / "cpubench.c"
    src.write_text(resources.files("automatch.arch.bench").joinpath("kernels", "cpubench.c").read_text())
    lib = workdir / "libcpubench.so"
    errors = []
    for arch_flag in ("-march=native", "-mcpu=native", ""):
        cmd = [
            compiler,
            "-O3",
            *([arch_flag] if arch_flag else []),
            "-fopenmp",
            "-shared",
            "-fPIC",
            "-o",
            str(lib),
            str(src),
            "-lm",  # exp/log of the operation-throughput kernels
        ]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode == 0:
            return ctypes.CDLL(str(lib))
        errors.append(f"$ {' '.join(cmd)}\n{proc.stderr.strip()[-800:]}")
    raise InputError(
        "could not compile the CPU micro-benchmarks (a C compiler with OpenMP "
        "is needed; set CC):\n" + "\n".join(errors)
    )


class Kernels:
    """Typed wrappers around the compiled entry points."""

    def __init__(self, lib: ctypes.CDLL):
        d, i, lg, pd = ctypes.c_double, ctypes.c_int, ctypes.c_long, ctypes.POINTER(ctypes.c_double)
        self.lib = lib
        lib.am_clock_chain.restype, lib.am_clock_chain.argtypes = d, [lg]
        lib.am_max_vector_bytes.restype = i
        lib.am_triad.restype, lib.am_triad.argtypes = i, [lg, i, i, i, pd]
        lib.am_chase.restype, lib.am_chase.argtypes = i, [lg, lg, lg, i, ctypes.c_ulong, pd]
        lib.am_stride.restype, lib.am_stride.argtypes = i, [lg, lg, i, i, pd]
        lib.am_barrier.restype, lib.am_barrier.argtypes = i, [lg, i, i, pd]
        lib.am_forkjoin.restype, lib.am_forkjoin.argtypes = i, [lg, i, i, pd]
        lib.am_first_touch.restype, lib.am_first_touch.argtypes = i, [lg, i, i, pd]
        lib.am_atomic.restype, lib.am_atomic.argtypes = i, [lg, lg, i, i, pd]
        lib.am_scalar_loads.restype, lib.am_scalar_loads.argtypes = i, [lg, i, i, i, pd]
        lib.am_gather.restype, lib.am_gather.argtypes = i, [lg, i, i, i, pd]
        lib.am_strided.restype, lib.am_strided.argtypes = i, [lg, i, i, i, i, pd]
        lib.am_pagewalk.restype, lib.am_pagewalk.argtypes = i, [lg, i, i, i, i, pd]
        lib.am_fma_chain.restype, lib.am_fma_chain.argtypes = d, [lg]
        lib.am_add_chain.restype, lib.am_add_chain.argtypes = d, [lg]
        lib.am_branch.restype, lib.am_branch.argtypes = d, [lg, i]
        lib.am_op_tput.restype, lib.am_op_tput.argtypes = d, [i, lg]
        lib.am_op_ops_per_iter.restype = i
        lib.am_overlap.restype, lib.am_overlap.argtypes = i, [lg, lg, lg, i, i, pd]
        lib.am_pin_team.restype, lib.am_pin_team.argtypes = i, [i]
        lib.am_unpin_team.restype, lib.am_unpin_team.argtypes = i, [i]
        self.max_vector_bytes = int(lib.am_max_vector_bytes())
        self._flops: dict[tuple[str, int], Callable[..., float]] = {}
        for prec in ("f64", "f32"):
            for vb in (16, 32, 64):
                fn = getattr(lib, f"am_flops_{prec}_w{vb}", None)
                if fn is not None:
                    fn.restype, fn.argtypes = d, [lg, i]
                    self._flops[(prec, vb)] = fn

    def widths(self, prec: str) -> list[int]:
        return sorted(vb for (p, vb) in self._flops if p == prec)

    def flops(self, prec: str, vbytes: int, iters: int, threads: int) -> float:
        return float(self._flops[(prec, vbytes)](iters, threads))

    @staticmethod
    def _out(reps: int) -> ctypes.Array:
        return (ctypes.c_double * reps)()

    def _check(self, rc: int, what: str) -> None:
        if rc != 0:
            raise InputError(
                f"micro-benchmark {what} failed (code {rc}): out of memory? "
                "Try --quick or a smaller working set."
            )

    def pin_team(self, threads: int) -> str:
        """Pin thread t of a ``threads`` team to the t-th CPU this process may run on,
        for every later region (the calling thread is team thread 0). Returns what was
        done: ``"pinned"``, ``"fewer CPUs than threads"`` or ``"sched_setaffinity
        failed"`` (then the timings run unpinned)."""
        rc = int(self.lib.am_pin_team(threads))
        return {0: "pinned", -2: "fewer CPUs than threads"}.get(rc, "sched_setaffinity failed")

    def unpin_team(self, threads: int) -> None:
        """Give every thread of the team the CPU mask :meth:`pin_team` found."""
        self.lib.am_unpin_team(threads)

    def triad(self, n: int, passes: int, reps: int, threads: int) -> list[float]:
        out = self._out(reps)
        self._check(self.lib.am_triad(n, passes, reps, threads, out), "triad")
        return list(out)

    def chase(self, nbytes: int, stride: int, steps: int, reps: int, seed: int) -> list[float]:
        out = self._out(reps)
        self._check(self.lib.am_chase(nbytes, stride, steps, reps, seed, out), "pointer chase")
        return list(out)

    def stride(self, nbytes: int, stride: int, passes: int, reps: int) -> list[float]:
        out = self._out(reps)
        self._check(self.lib.am_stride(nbytes, stride, passes, reps, out), "stride")
        return list(out)

    def forkjoin(self, iters: int, reps: int, threads: int) -> list[float]:
        """Seconds per empty parallel region (fork + join), one figure per repetition."""
        out = self._out(reps)
        self._check(self.lib.am_forkjoin(iters, reps, threads, out), "fork/join")
        return list(out)

    def first_touch(self, nbytes: int, reps: int, threads: int) -> list[float]:
        """Seconds per byte for each of ``threads`` threads to zero its own ``nbytes`` of
        freshly mapped memory, all at once (page faults included), one figure per
        repetition."""
        out = self._out(reps)
        self._check(self.lib.am_first_touch(nbytes, reps, threads, out), "first touch")
        return list(out)

    ATOMIC_KERNEL = ("am_atomic: every thread adds 1 with `omp atomic` to random slots "
                     "(drawn beforehand) of one shared table of 32-bit counters")

    def atomic(self, table_bytes: int, updates: int, reps: int, threads: int) -> list[float]:
        """Seconds per atomic increment per thread when ``threads`` threads each make
        ``updates`` of them to random slots of one shared ``table_bytes`` table, one
        figure per repetition."""
        out = self._out(reps)
        self._check(self.lib.am_atomic(max(1, table_bytes // 4), updates, reps, threads, out),
                    "atomic updates")
        return list(out)

    PAGEWALK_KERNEL = ("am_pagewalk: per thread, 8 independent sums of one 8-byte word per "
                       "4 KiB page (4160 bytes apart), on 4 KiB pages and on 2 MiB pages")

    def pagewalk(self, pages: int, huge: bool, passes: int, reps: int, threads: int
                 ) -> list[float]:
        """Seconds per access of the whole team walking ``pages`` pages a thread, one
        line each (``huge``: the region advised to 2 MiB pages), one figure per
        repetition."""
        out = self._out(reps)
        self._check(self.lib.am_pagewalk(pages, int(huge), passes, reps, threads, out),
                    "page walk")
        return list(out)

    def scalar_loads(self, n: int, passes: int, reps: int, threads: int) -> list[float]:
        """Seconds per scalar 8-byte load of the whole team (``threads`` threads, each
        summing its own L1-resident block of ``n`` words), one figure per repetition."""
        out = self._out(reps)
        self._check(self.lib.am_scalar_loads(n, passes, reps, threads, out), "scalar loads")
        return list(out)

    GATHER_TABLE = 4096  # random lines per thread and pass (AM_GATHER_TABLE)
    GATHER_KERNEL = ("am_gather: per thread, 8 independent sums of 8-byte words at random "
                     "lines of its own section (4 KiB pages), no stride to prefetch")

    def gather(self, nbytes: int, passes: int, reps: int, threads: int) -> list[float]:
        """Seconds per independent random 8-byte load of the whole team (each thread over
        its own ``nbytes / threads`` section, no stride a prefetcher could follow), one
        figure per repetition."""
        out = self._out(reps)
        self._check(self.lib.am_gather(nbytes, passes, reps, threads, out), "gather")
        return list(out)

    STRIDE_LINES = 23  # 1472 B: a row of 184 doubles, under a page, odd
    STRIDED_KERNEL = ("am_strided: per thread, 8 independent sums, each a walk of its own "
                      "eighth of the thread's section at a constant step of 23 lines "
                      "(1472 B: a column walk within a page)")

    def strided(self, nbytes: int, passes: int, reps: int, threads: int) -> list[float]:
        """Seconds per 8-byte load of the whole team walking columns: each thread's
        ``nbytes / threads`` section in 8 walks of :attr:`STRIDE_LINES` lines a step,
        one figure per repetition."""
        out = self._out(reps)
        self._check(self.lib.am_strided(nbytes, self.STRIDE_LINES, passes, reps, threads, out),
                    "strided")
        return list(out)

    OPS = ("div", "sqrt", "exp", "log", "add")  # the op codes of am_op_tput, in order

    def op_tput(self, op: str, iters: int) -> float:
        """Seconds for ``iters`` passes of :meth:`op_ops_per_iter` independent scalar fp64
        operations ``op`` (one of :attr:`OPS`) on the calling thread."""
        t = float(self.lib.am_op_tput(self.OPS.index(op), iters))
        self._check(0 if t >= 0 else -1, f"operation throughput ({op})")
        return t

    def op_ops_per_iter(self) -> int:
        return int(self.lib.am_op_ops_per_iter())

    def overlap(
        self, n_mem: int, n_cache: int, c_per_m: int, reps: int, sub_runs: int
    ) -> list[tuple[float, float, float]]:
        """Seconds of one pass streaming the cache array alone (``c_per_m`` elements per
        element of the memory array), the memory array alone, and both in one loop,
        ``(T_c, T_m, T_cm)`` per repetition (each the fastest of ``sub_runs`` passes);
        ``n_mem`` and ``n_cache`` are doubles (arch/bench/overlap.py)."""
        out = self._out(3 * reps)
        rc = self.lib.am_overlap(n_mem, n_cache, c_per_m, reps, sub_runs, out)
        if rc == -2:
            raise ValueError(
                f"am_overlap: bad sizes n_mem={n_mem}, n_cache={n_cache}, c_per_m={c_per_m}"
            )
        self._check(rc, "level overlap")
        return [(out[3 * r], out[3 * r + 1], out[3 * r + 2]) for r in range(reps)]

    def barrier(self, iters: int, reps: int, threads: int) -> list[float]:
        out = self._out(reps)
        self._check(self.lib.am_barrier(iters, reps, threads, out), "barrier")
        return list(out)
