"""``automatch bench gpu``: measure an NVIDIA GPU's ArchSpec with CuPy raw kernels.

Measured (raw document: :mod:`automatch.arch.fit.gpu`): peak fp64/fp32 flop/s
(independent FMA chains in every thread of a full grid), the dependent-FMA latency (one
thread, one chain), latency by a one-thread pointer chase and bandwidth by two triads
over working sets sweeping L1/L2 into device memory, kernel-launch cost (back-to-back
empty launches; launch + synchronise; back-to-back full-grid launches: s_0) and the
host link (pinned and pageable copies from 8 B to 64 MiB, both directions); and (issue 46,
:data:`MEMORY_KERNELS`, :func:`memory_sweeps`) the memory behaviour by access class:
random 4- and 8-byte loads, stores and atomics at an L2-resident and an HBM-sized
footprint, 8-byte loads by the stride between a warp's threads, loads that hit L1 and
the launch tail of a small kernel. The raw-to-spec fit
(:func:`automatch.arch.fit.gpu.gpu_spec_from_raw`) is pure and tested on recorded
sweeps; only :func:`run_gpu_bench` needs CuPy and a GPU.
"""

from __future__ import annotations

import datetime as dt
import mmap
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from automatch.arch.fit.gpu import (
    fit_name,
    fp32_lanes_per_sm,
    gpu_spec_from_raw,
    l1_bytes_per_sm,
)
from automatch.arch.spec import ArchSpec
from automatch.errors import AutomatchError

__all__ = [
    "GpuBenchConfig",
    "GpuBenchResult",
    "MEMORY_KERNELS",
    "MEMORY_KERNEL_NAMES",
    "NoGpuError",
    "RAW_VERSION",
    "fit_name",
    "fp32_lanes_per_sm",
    "gpu_spec_from_raw",
    "import_cupy",
    "memory_sweeps",
    "run_gpu_bench",
]

CHAINS = 8
RAW_VERSION = 4

_KERNELS = r"""
extern "C" __global__ void flops_f64(double *out, long iters, double a, double b) {
    double acc[CHAINS];
    for (int c = 0; c < CHAINS; c++) acc[c] = threadIdx.x + c;
    for (long i = 0; i < iters; i++)
        for (int c = 0; c < CHAINS; c++) acc[c] = fma(acc[c], a, b);
    double s = 0; for (int c = 0; c < CHAINS; c++) s += acc[c];
    if (s == -1.0) out[0] = s;
}
extern "C" __global__ void flops_f32(float *out, long iters, float a, float b) {
    float acc[CHAINS];
    for (int c = 0; c < CHAINS; c++) acc[c] = threadIdx.x + c;
    for (long i = 0; i < iters; i++)
        for (int c = 0; c < CHAINS; c++) acc[c] = fmaf(acc[c], a, b);
    float s = 0; for (int c = 0; c < CHAINS; c++) s += acc[c];
    if (s == -1.0f) out[0] = s;
}
extern "C" __global__ void chain_f64(double *out, long iters, double a, double b) {
    double x = threadIdx.x;  /* one dependent chain: every FMA waits for the last */
    for (long i = 0; i < iters; i++) x = fma(x, a, b);
    out[0] = x;
}
extern "C" __global__ void chain_f32(float *out, long iters, float a, float b) {
    float x = threadIdx.x;
    for (long i = 0; i < iters; i++) x = fmaf(x, a, b);
    out[0] = x;
}
/* Triad over per-block chunks. rotate = 0: each block re-reads its own chunk at every
   pass (L1-resident while the chunk fits); rotate = 1: at pass p block b works on chunk
   (b + 37 p) mod blocks, so a chunk visits other SMs (L2 / HBM plateaus). */
extern "C" __global__ void triad(double *a, const double *b, const double *c, double s,
                                 long n, int passes, int rotate) {
    long nb = gridDim.x, chunk = (n + nb - 1) / nb;
    for (int p = 0; p < passes; p++) {
        long blk = rotate ? (blockIdx.x + 37L * p) % nb : blockIdx.x;
        long end = min(n, (blk + 1) * chunk);
        for (long i = blk * chunk + threadIdx.x; i < end; i += blockDim.x)
            a[i] = b[i] + s * c[i];
    }
}
/* Starts where the last call stopped (out[0]), so that repeated calls walk on along the
   cycle instead of re-reading the lines the warm-up left in L2. */
extern "C" __global__ void chase(const long long *next, long steps, long long *out) {
    long long p = out[0];
    for (long i = 0; i < steps; i++) p = next[p];
    out[0] = p;
}
extern "C" __global__ void empty(int *flag) {
    if (flag[0] == 12345 && threadIdx.x == 0) flag[1] = blockIdx.x;
}
"""


# Issue 46: the memory behaviour by access class. Every thread makes ``iters`` accesses
# at independent addresses (a xorshift per thread: no load waits for another), so the
# rate is the memory system's, not one chain's latency. Element counts are powers of
# two (``mask`` = count - 1).
MEMORY_KERNELS = r"""
#define XS(x) (x ^= x << 13, x ^= x >> 7, x ^= x << 17)
#define SEED ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 0x9E3779B97F4A7C15ull + 1ull)
#define RANDOM_KERNELS(T, S)                                                            \
extern "C" __global__ void gather_##S(const T *src, long long mask, int iters, T *out) { \
    unsigned long long x = SEED; T s = 0;                                               \
    for (int i = 0; i < iters; i++) { XS(x); s += src[x & mask]; }                      \
    if (s == (T)-1) out[0] = s;                                                         \
}                                                                                       \
extern "C" __global__ void scatter_##S(T *dst, long long mask, int iters) {            \
    unsigned long long x = SEED;                                                        \
    for (int i = 0; i < iters; i++) { XS(x); dst[x & mask] = (T)i; }                    \
}                                                                                       \
extern "C" __global__ void atomic_##S(T *dst, long long mask, int iters) {             \
    unsigned long long x = SEED;                                                        \
    for (int i = 0; i < iters; i++) { XS(x); atomicAdd(&dst[x & mask], (T)1); }         \
}
RANDOM_KERNELS(float, f32)
RANDOM_KERNELS(double, f64)
/* 8-byte loads, consecutive threads `stride` elements apart: stride 1 is a coalesced
   warp, 16 and more one 128-byte line per thread. */
extern "C" __global__ void strided_f64(const double *src, long long mask, int stride,
                                       int iters, double *out) {
    long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    long long nt = (long long)gridDim.x * blockDim.x;
    double s = 0;
    for (int i = 0; i < iters; i++) s += src[((t + (long long)i * nt) * stride) & mask];
    if (s == -1.0) out[0] = s;
}
/* Loads that hit L1: each block re-reads its own 4 KiB (512 doubles). */
extern "C" __global__ void l1_hit_f64(const double *src, int iters, double *out) {
    const double *mine = src + (long long)blockIdx.x * 512;
    double s = 0;
    for (int i = 0; i < iters; i++) s += __ldg(&mine[(threadIdx.x + 32 * i) & 511]);
    if (s == -1.0) out[0] = s;
}
/* The launch tail: a small kernel (one element per thread), launched back to back. */
extern "C" __global__ void small_triad(double *a, const double *b, long long n) {
    long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (i < n) a[i] = 2.0 * b[i] + a[i];
}
"""

MEMORY_KERNEL_NAMES = (
    "gather_f32",
    "scatter_f32",
    "atomic_f32",
    "gather_f64",
    "scatter_f64",
    "atomic_f64",
    "strided_f64",
    "l1_hit_f64",
    "small_triad",
)
STRIDES_ELEMS = (1, 2, 4, 8, 16, 32, 64, 512)  # x 8 bytes between a warp's threads


def memory_sweeps(
    cp: Any,
    dev: dict[str, Any],
    grid: int,
    block: int,
    repeat: Callable,
    quick: bool,
    log: Callable[[str], None],
) -> dict[str, Any]:  # pragma: no cover
    """The raw ``gpu_memory`` section (gpu_fit.gpu_memory_from_raw reads it): one
    CuPy module of :data:`MEMORY_KERNELS`, each kernel timed with ``repeat``."""
    mod = cp.RawModule(code=MEMORY_KERNELS)
    l2 = int(dev["l2_bytes"])
    hbm = 1 << max(28, int(np.ceil(np.log2(16 * l2))))  # >= 16 L2s, >= 256 MiB
    hbm = min(hbm, 1 << int(np.floor(np.log2(int(dev["global_bytes"]) // 8))))
    l2_fp = 1 << int(np.floor(np.log2(max(l2 // 4, 1 << 16))))  # a quarter of the L2
    iters = 64 if quick else 256
    threads = grid * block
    buf = cp.zeros(hbm // 8, dtype=cp.float64)
    out = cp.zeros(1, dtype=cp.float64)
    rows = []
    for prec, dtype, esize in (("f32", np.float32, 4), ("f64", np.float64, 8)):
        view = buf.view(dtype)
        for where, fp in (("l2", l2_fp), ("hbm", hbm)):
            mask = np.int64(fp // esize - 1)
            o = out.view(dtype)
            for op, kname, args in (
                ("gather_load", f"gather_{prec}", (view, mask, np.int32(iters), o)),
                ("scatter_store", f"scatter_{prec}", (view, mask, np.int32(iters))),
                ("atomic_add", f"atomic_{prec}", (view, mask, np.int32(iters))),
            ):
                k = mod.get_function(kname)
                secs = repeat(lambda k=k, a=args: k((grid,), (block,), a))
                rows.append(
                    {
                        "op": op,
                        "bytes": esize,
                        "where": where,
                        "footprint_bytes": fp,
                        "accesses_per_call": threads * iters,
                        "seconds": secs,
                    }
                )
    log("random loads, stores and atomics measured")
    st = mod.get_function("strided_f64")
    mask = np.int64(hbm // 8 - 1)
    st_secs = [
        repeat(
            lambda s_=s_, b_=buf: st(
                (grid,), (block,), (b_, mask, np.int32(s_), np.int32(iters), out)
            )
        )
        for s_ in STRIDES_ELEMS
    ]
    l1 = mod.get_function("l1_hit_f64")
    l1_iters = iters * 16
    l1_secs = repeat(lambda b_=buf: l1((grid,), (block,), (b_, np.int32(l1_iters), out)))
    small = mod.get_function("small_triad")
    n_small, launches = 32 * block, 50 if quick else 500
    a_s, b_s = buf[:n_small], buf[n_small : 2 * n_small]

    def tail() -> None:
        for _ in range(launches):
            small((32,), (block,), (a_s, b_s, np.int64(n_small)))

    tail_secs = [t / launches for t in repeat(tail)]
    log("strided loads, L1 hits and the launch tail measured")
    return {
        "kernels": "automatch.arch.bench.gpu.MEMORY_KERNELS",
        "grid_threads": threads,
        "footprints_bytes": {"l2": l2_fp, "hbm": hbm},
        "random": rows,
        "strided": {
            "footprint_bytes": hbm,
            "strides_bytes": [8 * s for s in STRIDES_ELEMS],
            "accesses_per_call": threads * iters,
            "seconds": st_secs,
        },
        "l1_hit": {"accesses_per_call": threads * l1_iters, "seconds": l1_secs},
        "launch_tail": {
            "launches": launches,
            "threads": 32 * block,
            "seconds_per_launch": tail_secs,
        },
    }


class NoGpuError(AutomatchError):
    """No usable NVIDIA GPU (no CuPy, no driver, no device): exit code 4, so a script
    can tell "needs a GPU machine" from bad input (2) and a failed run (3)."""

    exit_code = 4


@dataclass(frozen=True)
class GpuBenchConfig:
    quick: bool = False
    repetitions: int | None = None
    name: str | None = None
    device: int = 0


@dataclass(frozen=True)
class GpuBenchResult:
    spec: ArchSpec
    raw: dict[str, Any]
    warnings: tuple[str, ...]


def import_cupy() -> Any:
    """CuPy with at least one CUDA device, else :class:`NoGpuError` saying why."""
    try:
        import cupy  # type: ignore[import-not-found]

        n = cupy.cuda.runtime.getDeviceCount()
    except Exception as e:  # ImportError, or CUDA driver errors without a GPU
        raise NoGpuError(
            "no NVIDIA GPU / CuPy found: this step needs CuPy (cupy-cuda12x or cupy-cuda13x) "
            f"and an NVIDIA GPU with its driver ({type(e).__name__}: {str(e)[:200]})."
        ) from None
    if n < 1:
        raise NoGpuError("no NVIDIA GPU / CuPy found: CuPy sees no CUDA device.")
    return cupy


_import_cupy = import_cupy  # the name used before issue 13


def _device_info(cp: Any, dev: int) -> dict[str, Any]:  # pragma: no cover - needs a GPU
    rt = cp.cuda.runtime
    props = rt.getDeviceProperties(dev)

    def attr(key: str, enum_name: str, default: int = 0) -> int:
        if key in props:  # CUDA 13 dropped some fields (clockRate) from the properties
            return int(props[key])
        try:
            return int(rt.deviceGetAttribute(getattr(rt, enum_name), dev))
        except Exception:
            return default

    major, minor = int(props["major"]), int(props["minor"])
    name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    smem = attr("sharedMemPerMultiprocessor", "cudaDevAttrMaxSharedMemoryPerMultiprocessor")
    return {
        "name": name,
        "sms": attr("multiProcessorCount", "cudaDevAttrMultiProcessorCount"),
        "cc": [major, minor],
        "clock_hz": float(attr("clockRate", "cudaDevAttrClockRate", 1_500_000)) * 1e3,
        "l2_bytes": attr("l2CacheSize", "cudaDevAttrL2CacheSize"),
        "smem_per_sm_bytes": smem,
        "l1_per_sm_bytes": l1_bytes_per_sm(major, minor, smem),
        "global_bytes": int(props["totalGlobalMem"]),
        "lanes_per_sm": fp32_lanes_per_sm(major, minor),
    }


def _copy_to_untouched(
    dbuf: Any, nbytes: int, timed: Callable[[Callable[[], None]], float]
) -> float:  # pragma: no cover - needs a GPU
    """Seconds to copy ``nbytes`` of ``dbuf`` into a new anonymous mapping (no page of
    it touched before the copy)."""
    region = mmap.mmap(-1, max(nbytes, 1), flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    views = [np.frombuffer(region, dtype=np.uint8, count=nbytes)]
    seconds = timed(lambda: dbuf[:nbytes].get(out=views[0]))
    views.clear()  # the mapping closes only once no array refers to it
    region.close()
    return seconds


def run_gpu_bench(
    cfg: GpuBenchConfig, log: Callable[[str], None] = lambda _m: None
) -> GpuBenchResult:  # pragma: no cover - needs a GPU
    """Run the micro-benchmarks on device ``cfg.device`` and fit the spec."""
    cp = import_cupy()
    reps = cfg.repetitions or (3 if cfg.quick else 7)
    with cp.cuda.Device(cfg.device):
        dev = _device_info(cp, cfg.device)
        sms = int(dev["sms"])
        raw: dict[str, Any] = {
            "raw_version": RAW_VERSION,
            "tool": "automatch bench gpu",
            "mode": "quick" if cfg.quick else "full",
            "host": socket.gethostname(),
            "date": dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat(),
            "repetitions": reps,
            "device": dev,
        }
        mod = cp.RawModule(code=_KERNELS, options=(f"-DCHAINS={CHAINS}",))
        start, stop = cp.cuda.Event(), cp.cuda.Event()

        def timed(fn: Callable[[], None]) -> float:
            start.record()
            fn()
            stop.record()
            stop.synchronize()
            return cp.cuda.get_elapsed_time(start, stop) * 1e-3

        def repeat(fn: Callable[[], None]) -> list[float]:
            timed(fn)  # warm-up: module load, clocks up
            return [timed(fn) for _ in range(reps)]

        grid, block = sms * 8, 256
        raw["flops"], raw["fma_chain"] = {}, {}
        for prec, dtype in (("f64", np.float64), ("f32", np.float32)):
            k = mod.get_function(f"flops_{prec}")
            o = cp.zeros(1, dtype=dtype)
            iters = 1 << (12 if cfg.quick else 15)
            args = (o, np.int64(iters), dtype(0.9999999), dtype(1e-7))
            secs = repeat(lambda k=k, args=args: k((grid,), (block,), args))
            raw["flops"][prec] = {
                "flops_per_call": grid * block * iters * CHAINS * 2,
                "seconds": secs,
            }
            ch = mod.get_function(f"chain_{prec}")
            citers = 1 << (18 if cfg.quick else 21)
            cargs = (o, np.int64(citers), dtype(0.9999999), dtype(1e-7))
            raw["fma_chain"][prec] = {
                "iters": citers,
                "threads": 1,
                "seconds": repeat(lambda ch=ch, a=cargs: ch((1,), (1,), a)),
            }
        log("peak flop rates and dependent-FMA latency measured")

        l2 = int(dev["l2_bytes"])
        max_bytes = min(max(8 * l2, 256 << 20), int(dev["global_bytes"]) // 4)
        per_octave = 1 if cfg.quick else 2
        sizes = sorted(
            {
                int(2 ** (14 + k / per_octave)) // 128 * 128
                for k in range(0, 40 * per_octave)
                if 2 ** (14 + k / per_octave) <= max_bytes
            }
        )
        triad, chase = mod.get_function("triad"), mod.get_function("chase")
        lat, bw, bw_l1 = [], [], []
        rng = np.random.default_rng(1)
        res = cp.zeros(1, dtype=cp.int64)
        steps = 20_000 if cfg.quick else 100_000
        for s in sizes:
            n = s // 24
            a, b, c = (cp.ones(n, dtype=cp.float64) for _ in range(3))
            passes = max(2, min(1000, (1 << 30) // s))
            for rotate, out in ((1, bw), (0, bw_l1)):
                targs = (
                    a,
                    b,
                    c,
                    np.float64(1.0000001),
                    np.int64(n),
                    np.int32(passes),
                    np.int32(rotate),
                )
                secs = repeat(lambda t=targs: triad((grid,), (block,), t))
                out.append([24 * n * passes / t for t in secs])
            nodes = max(2, s // 128)
            perm = rng.permutation(nodes)
            nxt = np.zeros(nodes * 16, dtype=np.int64)  # one node per 128-byte line
            nxt[perm * 16] = np.roll(perm, -1) * 16
            d_next = cp.asarray(nxt)
            res.fill(0)
            cargs = (d_next, np.int64(steps), res)
            lat.append([t / steps for t in repeat(lambda a_=cargs: chase((1,), (1,), a_))])
            del a, b, c, d_next
            log(
                f"  {s / 2**10:>10.0f} KiB: latency {np.median(lat[-1]) * 1e9:7.1f} ns, "
                f"bandwidth {np.median(bw[-1]) / 1e9:8.1f} GB/s (moving chunks), "
                f"{np.median(bw_l1[-1]) / 1e9:8.1f} GB/s (own chunk)"
            )
        raw["latency"] = {
            "sizes_bytes": sizes,
            "stride_bytes": 128,
            "steps": steps,
            "seconds_per_load": lat,
        }
        raw["bandwidth"] = {
            "sizes_bytes": sizes,
            "grid_threads": grid * block,
            "kernel": "triad, chunks move between blocks at every pass, 24 B/element",
            "bytes_per_s": bw,
        }
        raw["bandwidth_l1"] = {
            "sizes_bytes": sizes,
            "grid_threads": grid * block,
            "kernel": "triad, each block re-reads its own chunk, 24 B/element",
            "bytes_per_s": bw_l1,
        }

        raw["gpu_memory"] = memory_sweeps(cp, dev, grid, block, repeat, cfg.quick, log)

        empty = mod.get_function("empty")
        flag = cp.zeros(2, dtype=cp.int32)
        launches = 200 if cfg.quick else 2000

        def burst(blocks: int, threads: Any) -> Callable[[], None]:
            def go() -> None:
                for _ in range(launches):
                    empty((blocks,), threads, (flag,))

            return go

        raw["sync"] = {
            "launches": launches,
            "grid_blocks": 4 * sms,
            "block": [32, 32],
            "seconds_per_launch": [t / launches for t in repeat(burst(4 * sms, (32, 32)))],
        }
        stream = cp.cuda.get_current_stream()
        n_sync = launches // 4

        def launch_sync() -> float:
            t0 = time.perf_counter()
            for _ in range(n_sync):
                empty((1,), (32,), (flag,))
                stream.synchronize()
            return (time.perf_counter() - t0) / n_sync

        launch_sync()
        raw["launch"] = {
            "launches": launches,
            "seconds_per_launch": [t / launches for t in repeat(burst(1, (32,)))],
            "launch_sync_seconds": [launch_sync() for _ in range(reps)],
        }
        log("launch and synchronisation measured")

        link_sizes = [8 << (3 * k) for k in range(9) if 8 << (3 * k) <= 64 << 20]
        link_sizes = sorted({*link_sizes, 64 << 20})
        nbytes = link_sizes[-1]
        host = cp.cuda.alloc_pinned_memory(nbytes)
        hbuf = np.frombuffer(host, dtype=np.uint8, count=nbytes)
        dbuf = cp.empty(nbytes, dtype=cp.uint8)
        h2d, d2h = [], []
        for sz in link_sizes:
            h2d.append(repeat(lambda sz=sz: dbuf[:sz].set(hbuf[:sz])))
            d2h.append(repeat(lambda sz=sz: dbuf[:sz].get(out=hbuf[:sz])))
        # Pageable copies: what a port's cudaMemcpy from malloc'd memory gets (the
        # driver stages them through its own pinned buffer); pages touched first.
        pageable = np.ones(nbytes, dtype=np.uint8)
        ph2d, pd2h = [], []
        for sz in link_sizes:
            ph2d.append(repeat(lambda sz=sz: dbuf[:sz].set(pageable[:sz])))
            pd2h.append(repeat(lambda sz=sz: dbuf[:sz].get(out=pageable[:sz])))
        # Device to host into pages never touched (a fresh anonymous mapping per copy):
        # what a port's copy of its results into a malloc'd, uninitialised buffer gets.
        untouched = [
            [_copy_to_untouched(dbuf, sz, timed) for _ in range(reps)] for sz in link_sizes
        ]
        raw["host_link"] = {
            "bytes": nbytes,
            "seconds": h2d[-1],
            "small_seconds": h2d[0],
            "sizes_bytes": link_sizes,
            "h2d_seconds": h2d,
            "d2h_seconds": d2h,
            "pinned": True,
            "pageable_h2d_seconds": ph2d,
            "pageable_d2h_seconds": pd2h,
            "pageable_d2h_untouched_seconds": untouched,
        }
        log("host link measured")
    spec, warnings = gpu_spec_from_raw(raw, name=cfg.name)
    raw["warnings"] = warnings
    return GpuBenchResult(spec=spec, raw=raw, warnings=tuple(warnings))
