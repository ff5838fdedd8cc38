"""The CUDA ports (``cuda_source`` in workloads/registry.toml and
workloads/kernels/registry_*.toml), checked without a GPU.

Per port: (a) NVRTC compiles its device code to PTX for compute_80 and compute_90 and
the PTX has an ``.entry`` per ``AM_KERNEL``; (b) nvcc builds the whole program (host +
device) when nvcc is installed; (c) the g++ ``-DAM_EMULATE`` build run on the small input
prints the sequential program's checksum, in the same format, and both times.

Checksum tolerance: relative 1e-9 for every port. Ports whose reductions add in another
order than the sequential code (MINIGHOST's grid sum and SRAD's ROI statistics: row
partials; corpus kernels whose .cu says "REDUCTION ORDER CHANGES") differ from it by
rounding only (~1e-15 on the small inputs), well inside that; the others (STENCIL,
SPMV, LBM, LUD, LAVAMD, CUTCP, HOTSPOT) add in the sequential order under emulation and
match to the last printed digit. No case needs a looser bound.
"""

from __future__ import annotations

import math
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from automatch.validate.corpus import default_kernel_registries, read_kernel_registry
from automatch.validate.gpu import cuda_build as cb
from tests.workloads.workload_helpers import WORKLOADS_DIR, compile_c, load_registry, need_clang

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

RTOL = 1e-9
PTX_ARCHS = ("compute_80", "compute_90")
WORKLOAD_NAMES = (
    "stencil",
    "spmv",
    "cutcp",
    "hotspot",
    "lavamd",
    "lbm",
    "lud",
    "minighost",
    "srad",
)


@dataclass(frozen=True)
class Port:
    """One CUDA port and the sequential program it must agree with."""

    name: str
    cu: Path
    seq: Path
    argv: tuple[str, ...]


def _workload_ports() -> list[Port]:
    return [
        Port(
            w["name"],
            WORKLOADS_DIR / w["cuda_source"],
            WORKLOADS_DIR / w["source"],
            (str(WORKLOADS_DIR / w["small_input"]),),
        )
        for w in load_registry()
        if "cuda_source" in w
    ]


def _kernel_ports() -> list[Port]:
    out = []
    for reg in default_kernel_registries():
        with open(reg, "rb") as f:
            tables = {t["name"]: t for t in tomllib.load(f).get("kernel", [])}
        for k in read_kernel_registry(reg):
            cu = tables.get(k.name, {}).get("cuda_source")
            if cu:
                out.append(Port(f"kernels/{k.name}", reg.parent / cu, k.source, k.small_args))
    return out


PORTS = _workload_ports() + _kernel_ports()
IDS = [p.name for p in PORTS]


def _need_nvrtc() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the NVRTC wheel of the dev extra is Linux-only")
    cb.nvrtc_version()  # CudaToolNotFound (a failure, not a skip) if the dev extra is missing


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """Cached builds: ('seq'|'emu', path) -> binary."""
    root = tmp_path_factory.mktemp("cuda_ports")
    cache: dict[tuple[str, Path], Path] = {}

    def get(kind: str, src: Path) -> Path:
        key = (kind, src)
        if key not in cache:
            out = root / f"{src.parent.name}_{src.stem}_{kind}"
            if kind == "seq":
                compile_c([need_clang(), "-O2", str(src), "-o", str(out), "-lm"])
            else:
                cb.build_emulated(src, out)
            cache[key] = out
        return cache[key]

    return get


def _run(binary: Path, argv: tuple[str, ...]) -> str:
    proc = subprocess.run([str(binary), *argv], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{binary.name} {' '.join(argv)}: {proc.stderr}"
    return proc.stdout


def _shape(text: str) -> str:
    """The printf shape of a number: digits replaced, so %.15e and %.10e differ."""
    return re.sub(r"\d", "9", text.lstrip("+-"))


def test_every_workload_has_a_port():
    names = [p.name for p in _workload_ports()]
    assert sorted(names) == sorted(WORKLOAD_NAMES)
    for p in PORTS:
        assert p.cu.is_file(), f"{p.name}: cuda_source {p.cu} does not exist"


@pytest.mark.parametrize("port", PORTS, ids=IDS)
def test_ptx_has_every_kernel(port):
    _need_nvrtc()
    kernels = cb.kernel_names(port.cu)
    assert kernels, f"{port.cu} declares no AM_KERNEL"
    for arch in PTX_ARCHS:
        ptx = cb.compile_ptx(port.cu, arch=arch)
        assert f".target sm_{arch.split('_')[1]}" in ptx
        missing = set(kernels) - set(cb.ptx_entries(ptx))
        assert not missing, f"{port.cu} for {arch}: no .entry for {sorted(missing)}"


@pytest.mark.parametrize("port", PORTS, ids=IDS)
def test_nvcc_builds_the_program(port, tmp_path):
    try:
        cb.find_nvcc()
    except cb.CudaToolNotFound as exc:
        pytest.skip(f"nvcc is not installed: {exc}")
    out = cb.build_nvcc(port.cu, tmp_path / "prog", arch="sm_90")
    assert out.is_file() and out.stat().st_size > 0


@pytest.mark.parametrize("port", PORTS, ids=IDS)
def test_emulation_matches_sequential_checksum(port, builds):
    seq_out = _run(builds("seq", port.seq), port.argv)
    emu_out = _run(builds("emu", port.cu), port.argv)
    seq_sum = re.search(r"^checksum (\S+)$", seq_out, re.M)
    assert seq_sum, f"sequential {port.seq.name} printed no checksum: {seq_out!r}"
    got = cb.parse_port_output(emu_out, program=port.cu.name)
    assert _shape(got.checksum) == _shape(seq_sum.group(1)), "checksum printed in another format"
    want, have = float(seq_sum.group(1)), float(got.checksum)
    assert math.isfinite(have)
    assert have == pytest.approx(want, rel=RTOL, abs=1e-300), (port.name, have, want)
    for t in (got.kernel_time_s, got.transfer_time_s):
        assert math.isfinite(t) and t >= 0.0


TYPE_ERROR_CU = """\
#include "cuda_compat.h"
struct pair { double a, b; };
AM_KERNEL void broken(double *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    struct pair p = out[i];
    if (i < n) out[i] = p.a;
}
"""


def test_compile_ptx_reports_nvrtc_log(tmp_path):
    _need_nvrtc()
    src = tmp_path / "broken.cu"
    src.write_text(TYPE_ERROR_CU)
    with pytest.raises(cb.CudaBuildError) as info:
        cb.compile_ptx(src, include_dirs=[WORKLOADS_DIR])
    msg = str(info.value)
    assert str(src) in msg
    error_lines = [ln for ln in info.value.log.splitlines() if "error" in ln]
    assert error_lines and error_lines[0].strip() in msg
    assert "broken.cu(6)" in msg  # NVRTC's file(line) of the bad initialisation


def test_compile_ptx_missing_file(tmp_path):
    with pytest.raises(cb.CudaBuildError, match="not found"):
        cb.compile_ptx(tmp_path / "none.cu")


def test_emulation_refuses_syncthreads(tmp_path):
    src = tmp_path / "sync.cu"
    src.write_text(
        '#include "cuda_compat.h"\nAM_KERNEL void k(int *p) { __syncthreads(); }\n'
        "int main(void) { return 0; }\n"
    )
    with pytest.raises(cb.CudaBuildError, match="__syncthreads"):
        cb.build_emulated(src, tmp_path / "sync", include_dirs=[WORKLOADS_DIR])


def test_emulated_launch_covers_grid_in_order(tmp_path):
    """The emulation runs every (block, thread) once, x fastest, and evaluates the
    arguments once per launch."""
    src = tmp_path / "order.cu"
    src.write_text("""\
#include "cuda_compat.h"
AM_KERNEL void record(int *log, int *next, int base)
{
    int slot = atomicAdd(next, 1);
    log[slot] = base + ((blockIdx.y * gridDim.x + blockIdx.x) * blockDim.y + threadIdx.y)
                * blockDim.x + threadIdx.x;
}
int main(void)
{
    int *log, *next, calls = 0;
    AM_CHECK(cudaMalloc(&log, 24 * sizeof(int)));
    AM_CHECK(cudaMalloc(&next, sizeof(int)));
    AM_CHECK(cudaMemset(next, 0, sizeof(int)));
    AM_LAUNCH(record, dim3(2, 2), dim3(3, 2), log, next, 100 * ++calls);
    for (int i = 0; i < 24; i++) printf("%d ", log[i]);
    printf("\\ncalls %d\\n", calls);
    return 0;
}
""")
    out = _run(cb.build_emulated(src, tmp_path / "order", include_dirs=[WORKLOADS_DIR]), ())
    assert out.split("\n")[0].split() == [str(100 + i) for i in range(24)]
    assert "calls 1" in out


def test_parse_port_output_names_missing_lines():
    with pytest.raises(cb.CudaBuildError, match="transfer_time_s"):
        cb.parse_port_output("checksum 1.0\nkernel_time_s 0.5\n")
    got = cb.parse_port_output("checksum 1.5e+00\nkernel_time_s 2e-3\ntransfer_time_s 1e-4\n")
    assert got == cb.PortOutput("1.5e+00", 2e-3, 1e-4)
    assert cb.PortOutput.from_dict(got.to_dict()) == got


def test_ports_keep_their_zeroing_loops(tmp_path):
    """g++ -O3 turns gemm's loop that zeroes C beside A's and B's initialisation into a
    library call (calloc in the nvcc host build, whose pages stay untouched: a copy back
    into them ran 4.5x slower on an H200; memset here); the analysed C keeps the loop. The
    ports' flags keep it too (cuda_build.NVCC_FLAGS, EMULATE_FLAGS)."""
    try:
        cxx = cb.find_cxx()
    except cb.CudaToolNotFound:
        pytest.skip("no C++ compiler")
    src = WORKLOADS_DIR / "kernels" / "gemm" / "gemm.cu"

    def zeroing_calls(flags) -> int:
        asm = tmp_path / "gemm.s"
        subprocess.run([cxx, "-O3", "-std=c++17", "-DAM_EMULATE", *flags,
                        *cb._include_flags(src, ()), "-x", "c++", str(src), "-S", "-o", str(asm)],
                       check=True, capture_output=True)
        return len(re.findall(r"call\s+(?:calloc|memset)", asm.read_text()))

    host_flags = [f for f in cb.NVCC_FLAGS if f.startswith("-f")]
    assert host_flags and host_flags[0] in cb.EMULATE_FLAGS
    assert zeroing_calls(()) == zeroing_calls(host_flags) + 1  # C's zeroing loop stays a loop


def _run_env(binary: Path, argv: tuple[str, ...], env_extra: dict[str, str]):
    import os

    return subprocess.run([str(binary), *argv], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **env_extra})


@pytest.mark.parametrize("port", PORTS, ids=IDS)
def test_fraction_whole_is_the_whole_run(port, builds):
    """Issue 46: every port takes AM_FRACTION (cuda_compat.h); 0:1 is the whole
    problem (the same checksum as without it), and the port says it read it."""
    emu = builds("emu", port.cu)
    plain = cb.parse_port_output(_run(emu, port.argv), program=port.cu.name)
    proc = _run_env(emu, port.argv, {"AM_FRACTION": "0:1"})
    assert proc.returncode == 0, proc.stderr
    assert "am_fraction 0.000000 1.000000" in proc.stderr
    assert cb.parse_port_output(proc.stdout).checksum == plain.checksum
    assert "am_in_fraction()" in port.cu.read_text()


FRACTION_CU = """\
#include "cuda_compat.h"
AM_KERNEL void mark(int *hits, int *next)
{
    if (!am_in_fraction())
        return;
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
        hits[(blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x] += 1;
    atomicAdd(next, 1);
}
int main(int argc, char **argv)
{
    int gx = atoi(argv[1]), gy = atoi(argv[2]), gz = atoi(argv[3]);
    int n = gx * gy * gz, *hits, *next;
    AM_CHECK(cudaMalloc(&hits, n * sizeof(int)));
    AM_CHECK(cudaMalloc(&next, sizeof(int)));
    AM_CHECK(cudaMemset(hits, 0, n * sizeof(int)));
    AM_CHECK(cudaMemset(next, 0, sizeof(int)));
    AM_LAUNCH(mark, dim3(gx, gy, gz), dim3(2, 1, 1), hits, next);
    for (int i = 0; i < n; i++) printf("%d", hits[i]);
    printf("\\nthreads %d\\n", *next);
    return 0;
}
"""


@pytest.mark.parametrize("grid", [(7, 1, 1), (3, 5, 1), (2, 3, 9)])
def test_fraction_splits_outermost_grid_dimension(tmp_path, grid):
    """[0, a) and [a, 1) do disjoint sets of blocks that together are the grid, cut along
    the outermost dimension with more than one block (z, else y, else x)."""
    src = tmp_path / "frac.cu"
    src.write_text(FRACTION_CU)
    binary = cb.build_emulated(src, tmp_path / "frac", include_dirs=[WORKLOADS_DIR])
    gx, gy, gz = grid
    argv = tuple(str(g) for g in grid)
    outer = gz if gz > 1 else gy if gy > 1 else gx
    for a in (0.0, 0.3, 0.5, 1.0):
        lo = _run_env(binary, argv, {"AM_FRACTION": f"0:{a}"})
        hi = _run_env(binary, argv, {"AM_FRACTION": f"{a}:1"})
        assert lo.returncode == 0 and hi.returncode == 0, (lo.stderr, hi.stderr)
        h_lo, h_hi = lo.stdout.split("\n")[0], hi.stdout.split("\n")[0]
        both = [int(x) + int(y) for x, y in zip(h_lo, h_hi, strict=True)]
        assert both == [1] * (gx * gy * gz)
        cut = int(a * outer)  # blocks of the outermost dimension below the cut: [0, a)
        per_slab = gx * gy * gz // outer
        assert h_lo.count("1") == cut * per_slab
        assert f"threads {cut * per_slab * 2}" in lo.stdout


@pytest.mark.parametrize("value", ["0.5", "0.6:0.2", "0:1.5", "a:b", "0:1x"])
def test_fraction_malformed_is_an_error(tmp_path, value):
    src = tmp_path / "frac.cu"
    src.write_text(FRACTION_CU)
    binary = cb.build_emulated(src, tmp_path / "frac", include_dirs=[WORKLOADS_DIR])
    proc = _run_env(binary, ("2", "1", "1"), {"AM_FRACTION": value})
    assert proc.returncode == 1
    assert "AM_FRACTION" in proc.stderr and "0 <= F0 <= F1 <= 1" in proc.stderr
