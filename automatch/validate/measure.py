"""Build and time the workloads' parallel implementations on this machine.

CPU: the registry's OpenMP program, run with ``OMP_NUM_THREADS`` = the spec's cores, its
threads pinned (:data:`PINNED`, unless the environment sets them); its
printed ``kernel_time_s`` is the sample. The judged reference is built by clang-19
(``-O3 -march=native -fopenmp``, LLVM's libomp: the compiler the tool models, issue
42); the same program built by gcc (libgomp) is timed beside it and reported
(``validate.gccref``), never judged.
Reference: the sequential program at ``clang-19 -O2`` (whole-process wall time,
input reading included). GPU: only where ``nvidia-smi`` lists a GPU and CuPy imports;
the GPU implementations here are CuPy array programs for the stencil-like workloads
(MINIGHOST, STENCIL), timed with CUDA events around the kernel loop; every other
case is recorded as not measured, with the reason.
"""

from __future__ import annotations

import math
import os
import shutil
import statistics
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import AutomatchError, InputError
from automatch.validate.metrics import spread

OMP_CFLAGS = ("-O3", "-march=native", "-fopenmp")
SEQ_CFLAGS = ("-O2",)
# The OpenMP references' threads each on a core of their own: unpinned, the scheduler
# now and then left both threads of a 2-vCPU VM on one CPU for a whole run, and every
# barrier then waited for a time slice (lu-right-looking of the corpus: 17 ms with ~800
# involuntary context switches against 1.7-2.2 ms with 0-4, in alternating runs of one
# binary on an AMD EPYC Zen 5 VM); pinned, 24 runs took 1.7-4.9 ms, none over 8 switches.
PINNED = {"OMP_PROC_BIND": "true", "OMP_PLACES": "cores"}
OMP_CC = "clang-19"  # the judged reference's compiler (libomp from libomp-19-dev)
GCC_CC = "gcc"  # timed beside it (libgomp)


STATISTIC = "min"  # what "measured" means on a CPU: the fastest of the repetitions


@dataclass(frozen=True)
class Timing:
    """Repeated timings of one implementation on one input.

    ``measured_s`` is the fastest run: on a shared machine other processes only ever
    add time (a 2-thread kernel with 400 barriers ran 2.2 ms alone and 10-14 ms when a
    co-runner descheduled one of its threads: the spinning partner waits a whole
    scheduler slice), so the minimum estimates the undisturbed time the model predicts
    (the rationale of Python's ``timeit``: "the min is the most useful number"). The
    median and spread stay in the record; ``context_switches`` are each run's
    involuntary context switches (``getrusage`` of the children), the evidence of
    contention."""

    samples: tuple[float, ...]
    what: str  # how it was measured
    context_switches: tuple[int, ...] = ()

    @property
    def median_s(self) -> float:
        return statistics.median(self.samples)

    @property
    def measured_s(self) -> float:
        return min(self.samples)

    def to_dict(self) -> dict[str, Any]:
        return {"measured_s": self.measured_s, "statistic": STATISTIC,
                "median_s": self.median_s, "min_s": min(self.samples), "max_s": max(self.samples),
                "spread": spread(self.samples), "n": len(self.samples),
                "samples_s": list(self.samples), "context_switches": list(self.context_switches),
                "what": self.what}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Timing:
        return cls(tuple(float(x) for x in d["samples_s"]), d["what"],
                   tuple(int(x) for x in d.get("context_switches", ())))


def measured_s(record: dict[str, Any]) -> float:
    """The figure a timing record is judged by (records from before ``measured_s``
    existed: their median)."""
    return float(record.get("measured_s", record["median_s"]))


def _involuntary_switches() -> int:
    import resource

    return int(resource.getrusage(resource.RUSAGE_CHILDREN).ru_nivcsw)


def _compile(cmd: list[str]) -> None:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except FileNotFoundError as exc:
        raise InputError(f"compiler not found: {cmd[0]} (install it or put it on PATH)") from exc
    if proc.returncode != 0:
        raise InputError(f"compilation failed: {' '.join(cmd)}\n{proc.stderr.strip()}")


def compiler_for(source: Path, cc: str, out: Path | None = None) -> list[str]:
    """The command that builds ``source`` where ``cc`` builds C: ``[cc]``, or for a
    Fortran program (issue 45) flang (LLVM's libomp, the judged reference) where clang
    would build it and gfortran (libgomp) where gcc would, writing its .mod files into a
    folder beside the binary ``out`` rather than the current one."""
    from automatch.ir.fortran import find_flang, is_fortran

    if not is_fortran(source):
        return [cc]
    fc = ["gfortran", "-J"] if cc == GCC_CC else [find_flang(), "-module-dir"]
    mods = (out.parent if out is not None else Path.cwd()) / f"{out.name if out else 'fc'}.mods"
    mods.mkdir(parents=True, exist_ok=True)
    return [*fc, str(mods)]


def build_omp(source: Path, out: Path, cc: str = OMP_CC) -> Path:
    """Compile an OpenMP program with ``cc`` (default clang-19; reused when newer than
    its source: give each compiler its own ``out``)."""
    if not (out.exists() and out.stat().st_mtime >= source.stat().st_mtime):
        out.parent.mkdir(parents=True, exist_ok=True)
        try:
            _compile([*compiler_for(source, cc, out), *OMP_CFLAGS, str(source), "-o", str(out), "-lm"])
        except InputError as exc:
            if "clang" in cc and ("omp.h" in str(exc) or "-lomp" in str(exc)):
                raise InputError(f"{exc}\n{cc} has no OpenMP runtime here: install LLVM's "
                                 "libomp (Debian: apt-get install libomp-19-dev)") from None
            raise
    return out


def build_sequential(source: Path, out: Path, cc: str = "clang-19") -> Path:
    if not (out.exists() and out.stat().st_mtime >= source.stat().st_mtime):
        out.parent.mkdir(parents=True, exist_ok=True)
        _compile([*compiler_for(source, cc, out), *SEQ_CFLAGS, str(source), "-o", str(out), "-lm"])
    return out


def _run(cmd: list[str], env: dict[str, str], timeout_s: float) -> subprocess.CompletedProcess:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        from automatch.errors import ProgramRunError

        raise ProgramRunError(f"{' '.join(cmd)} ran past {timeout_s:g} s (--timeout)") from None
    if proc.returncode != 0:
        raise InputError(f"{' '.join(cmd)} failed (exit {proc.returncode}): {proc.stderr.strip()}")
    return proc


def parse_kernel_time(stdout: str) -> float:
    for line in stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "kernel_time_s":
            return float(parts[1])
    raise InputError("the OpenMP program printed no 'kernel_time_s <s>' line")


@dataclass(frozen=True)
class OmpRun:
    """One OpenMP program invocation to time: ``binary`` with ``args`` (an input file or
    a corpus kernel's argv) on ``threads`` threads."""

    binary: Path
    args: tuple[str, ...]
    threads: int
    cc: str = OMP_CC  # the compiler that built ``binary`` (for the record)

    def once(self, timeout_s: float) -> tuple[float, str | None, int]:
        """(printed kernel_time_s, printed checksum or None, involuntary switches)."""
        env = dict(os.environ, OMP_NUM_THREADS=str(self.threads))
        for var, value in PINNED.items():  # unless the user chose otherwise
            env.setdefault(var, value)
        before = _involuntary_switches()
        proc = _run([str(self.binary), *self.args], env, timeout_s)
        return (parse_kernel_time(proc.stdout), parse_checksum(proc.stdout),
                _involuntary_switches() - before)

    def what(self) -> str:
        args = " ".join(Path(a).name for a in self.args)
        pins = ", ".join(f"{v}={os.environ.get(v, x)}" for v, x in PINNED.items())
        return (f"{self.binary.name} {args}: {self.cc} {' '.join(OMP_CFLAGS)}, "
                f"OMP_NUM_THREADS={self.threads}, {pins}, printed kernel_time_s "
                "(omp_get_wtime around the kernel)")


@dataclass(frozen=True)
class RunResult:
    """What :func:`time_interleaved` got for one :class:`OmpRun`: its timing and last
    checksum, or the error that stopped it (its later rounds are skipped)."""

    timing: Timing | None
    checksum: str | None
    error: Exception | None = None


def cpu_runs(devices: list[dict], specs, binary: Path, args: tuple[str, ...],
             one_thread: bool = False, cc: str = OMP_CC) -> dict[int, OmpRun]:
    """The OpenMP runs an item needs: one per thread count of the CPU specs timed here,
    and with ``one_thread`` a one-thread run as well (``binary`` built by ``cc``)."""
    runs = {spec.cores: OmpRun(binary, args, spec.cores, cc)
            for dev, spec in zip(devices, specs, strict=True)
            if dev["measured"] and spec.kind == "cpu"}
    if one_thread and runs and 1 not in runs:
        runs[1] = OmpRun(binary, args, 1, cc)
    return runs


def time_interleaved(runs: list[OmpRun], repetitions: int, timeout_s: float = 600.0,
                     on_round: Callable[[int], None] | None = None) -> list[RunResult]:
    """Time every run ``repetitions`` times in rounds: each round runs each program once,
    starting one program further along the list than the round before.

    On a shared machine a co-runner's burst lasts seconds to minutes; timing one
    program's repetitions back to back lets one burst spoil all of them (trisolv of the
    corpus: fastest of 7 back-to-back runs 9.1 ms in a validation run, fastest of 5 on a
    quieter moment of the same VM 5.8 ms). Rounds spread each program's runs over the
    whole timing phase, so its fastest run is far more likely to fall on a quiet moment.
    A run that fails (crash, time-out, no ``kernel_time_s``) keeps its error and is left
    out of the later rounds."""
    samples: list[list[float]] = [[] for _ in runs]
    switches: list[list[int]] = [[] for _ in runs]
    checksums: list[str | None] = [None] * len(runs)
    errors: list[Exception | None] = [None] * len(runs)
    n = len(runs)
    for r in range(repetitions):
        if on_round is not None:
            on_round(r)
        for j in range(n):
            i = (r + j) % n
            if errors[i] is not None:
                continue
            try:
                t, checksum, sw = runs[i].once(timeout_s)
            except AutomatchError as exc:
                errors[i] = exc
                continue
            samples[i].append(t)
            switches[i].append(sw)
            checksums[i] = checksum
    return [RunResult(None, None, errors[i]) if errors[i] is not None else
            RunResult(Timing(tuple(samples[i]), runs[i].what(), tuple(switches[i])), checksums[i])
            for i in range(n)]


def _one(run: OmpRun, repetitions: int, timeout_s: float) -> RunResult:
    res = time_interleaved([run], repetitions, timeout_s)[0]
    if res.error is not None:
        raise res.error
    return res


def time_omp(binary: Path, input_path: Path, threads: int, repetitions: int,
             timeout_s: float = 600.0) -> Timing:
    """Samples of the program's own ``kernel_time_s``, ``repetitions`` runs in a row."""
    return _one(OmpRun(binary, (str(input_path),), threads), repetitions, timeout_s).timing


def parse_checksum(stdout: str) -> str | None:
    """The value of the program's ``checksum <x>`` line (None when there is none)."""
    for line in stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "checksum":
            return parts[1]
    return None


def time_omp_argv(binary: Path, argv: tuple[str, ...], threads: int, repetitions: int,
                  timeout_s: float = 600.0) -> tuple[Timing, str | None]:
    """As :func:`time_omp` for a program that takes ``argv`` (a corpus kernel), and the
    checksum it printed on its last run."""
    res = _one(OmpRun(binary, tuple(argv), threads), repetitions, timeout_s)
    return res.timing, res.checksum


def time_sequential_argv(binary: Path, argv: tuple[str, ...], repetitions: int,
                         timeout_s: float = 600.0) -> tuple[Timing, str | None]:
    """Whole-process wall time of the sequential program (data generation included)
    and its checksum."""
    samples, checksum = [], None
    for _ in range(repetitions):
        t0 = time.perf_counter()
        proc = _run([str(binary), *argv], dict(os.environ), timeout_s)
        samples.append(time.perf_counter() - t0)
        checksum = parse_checksum(proc.stdout)
    return Timing(tuple(samples), f"{binary.name}: clang-19 {' '.join(SEQ_CFLAGS)}, whole-process "
                  "wall time (includes generating the data)"), checksum


def time_sequential(binary: Path, input_path: Path, repetitions: int,
                    timeout_s: float = 600.0) -> Timing:
    samples = []
    for _ in range(repetitions):
        t0 = time.perf_counter()
        _run([str(binary), str(input_path)], dict(os.environ), timeout_s)
        samples.append(time.perf_counter() - t0)
    return Timing(tuple(samples), f"{binary.name}: clang-19 {' '.join(SEQ_CFLAGS)}, whole-process "
                  "wall time (includes reading the input)")


# ---------------------------------------------------------------------------- GPU


def gpu_status() -> tuple[bool, str]:
    """(usable, why): a GPU listed by ``nvidia-smi -L`` and CuPy importable."""
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return False, "no GPU on this machine (nvidia-smi not found)"
    try:
        proc = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as exc:
        return False, f"nvidia-smi failed: {exc}"
    if proc.returncode != 0 or "GPU" not in proc.stdout:
        return False, "nvidia-smi lists no GPU"
    try:
        import cupy  # noqa: F401
    except Exception as exc:  # ImportError, or a CUDA runtime mismatch
        return False, f"a GPU is present but CuPy is not usable ({type(exc).__name__}: {exc})"
    return True, proc.stdout.strip().splitlines()[0]


def _read_header(path: Path, n_int: int, n_double: int):
    import numpy as np

    raw = path.read_bytes()
    ints = np.frombuffer(raw, dtype="<i4", count=n_int)
    dbl = np.frombuffer(raw, dtype="<f8", count=n_double, offset=4 * n_int)
    rest = np.frombuffer(raw, dtype="<f8", offset=4 * n_int + 8 * n_double)
    return [int(x) for x in ints], [float(x) for x in dbl], rest


def _gpu_minighost(path: Path):
    import cupy as cp

    (nx, ny, nz, steps), _, grid = _read_header(path, 4, 0)
    a = cp.zeros((nz + 2, ny + 2, nx + 2))
    a[1:-1, 1:-1, 1:-1] = cp.asarray(grid.reshape(nz, ny, nx))
    b = cp.zeros_like(a)
    sums = cp.zeros(steps)

    def kernel():
        nonlocal a, b
        for t in range(steps):
            c = a[1:-1, 1:-1, 1:-1]
            b[1:-1, 1:-1, 1:-1] = (c + a[:-2, 1:-1, 1:-1] + a[2:, 1:-1, 1:-1] + a[1:-1, :-2, 1:-1]
                                   + a[1:-1, 2:, 1:-1] + a[1:-1, 1:-1, :-2]
                                   + a[1:-1, 1:-1, 2:]) / 7.0
            sums[t] = b[1:-1, 1:-1, 1:-1].sum()
            a, b = b, a
    return kernel


def _gpu_stencil(path: Path):
    import cupy as cp

    (nx, ny, nz, iters), (c0, c1), grid = _read_header(path, 4, 2)
    a = cp.asarray(grid.reshape(nz, ny, nx))
    b = a.copy()

    def kernel():
        nonlocal a, b
        for _ in range(iters):
            b[1:-1, 1:-1, 1:-1] = c1 * (a[:-2, 1:-1, 1:-1] + a[2:, 1:-1, 1:-1] + a[1:-1, :-2, 1:-1]
                                        + a[1:-1, 2:, 1:-1] + a[1:-1, 1:-1, :-2]
                                        + a[1:-1, 1:-1, 2:]) + c0 * a[1:-1, 1:-1, 1:-1]
            a, b = b, a
    return kernel


GPU_IMPLEMENTATIONS = {"minighost": _gpu_minighost, "stencil": _gpu_stencil}


def time_gpu(workload: str, input_path: Path, repetitions: int) -> Timing | None:
    """CUDA-event timings of the CuPy implementation (after one warm-up run), or None
    when the workload has no GPU implementation here. Needs a usable GPU."""
    make = GPU_IMPLEMENTATIONS.get(workload)
    if make is None:
        return None
    import cupy as cp

    samples = []
    for rep in range(repetitions + 1):
        kernel = make(input_path)
        cp.cuda.Device().synchronize()
        start, stop = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        kernel()
        stop.record()
        stop.synchronize()
        if rep > 0:  # the first run compiles the element-wise kernels
            samples.append(cp.cuda.get_elapsed_time(start, stop) * 1e-3)
    return Timing(tuple(samples), f"CuPy array implementation of {workload}, CUDA events around "
                  "the time-step loop (inputs already on the device), after one warm-up run")


def checksums_agree(a: str | None, b: str | None, rel: float = 1e-6) -> bool | None:
    """Whether two printed checksums agree (floats to ``rel``: a parallel reduction
    sums in another order); None when either is missing."""
    if a is None or b is None:
        return None
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    return math.isclose(x, y, rel_tol=rel, abs_tol=1e-12)
