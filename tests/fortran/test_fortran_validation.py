"""The Fortran kernels of the validation corpus (issue 45, workloads/kernels/
registry_fortran.toml): built the way `automatch validate` builds them (flang-19 for
the judged OpenMP reference, on LLVM's libomp; gfortran beside it, on libgomp), and
profiled at the small size with the figures their registry's `expected` states."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from automatch.validate import measure
from automatch.validate.corpus import load_corpus, read_kernel_registry

REGISTRY = Path(__file__).resolve().parents[2] / "workloads" / "kernels" / "registry_fortran.toml"
FLANG = shutil.which("flang-new-19") or shutil.which("flang-19") or shutil.which("flang-new")
needs_flang = pytest.mark.skipif(FLANG is None, reason="needs flang-19 (make flang)")
KERNELS = {k.name: k for k in read_kernel_registry(REGISTRY)}


def test_registry_joins_the_corpus_as_dev() -> None:
    assert len(KERNELS) >= 4
    names = {k.name for k in load_corpus()}
    assert set(KERNELS) <= names
    assert all(k.split == "dev" and k.source.suffix == ".f90" for k in KERNELS.values())


@needs_flang
def test_reference_builds_with_flang_on_libomp_and_gfortran_on_libgomp(tmp_path: Path) -> None:
    entry = KERNELS["f-dot"]
    out = tmp_path / "bin" / "f-dot"
    assert measure.compiler_for(entry.omp_source, measure.OMP_CC, out)[0] == FLANG
    assert measure.compiler_for(entry.omp_source, measure.GCC_CC, out)[0] == "gfortran"
    assert measure.compiler_for(Path("x.c"), measure.OMP_CC, out) == [measure.OMP_CC]
    ref = measure.build_omp(entry.omp_source, tmp_path / "flang")
    # the module files go beside the binary, never into the current folder
    assert (tmp_path / "flang.mods" / "dot_mod.mod").is_file()
    assert not Path("dot_mod.mod").exists()
    assert "libomp" in subprocess.run(["ldd", str(ref)], capture_output=True, text=True).stdout
    if shutil.which("gfortran"):
        gcc = measure.build_omp(entry.omp_source, tmp_path / "gfortran", measure.GCC_CC)
        assert "libgomp" in subprocess.run(["ldd", str(gcc)], capture_output=True, text=True).stdout


def _profile(name: str):
    from automatch.pipeline import AnalysisOptions, profile_program

    k = KERNELS[name]
    run = profile_program(
        str(k.source), AnalysisOptions(kernel=k.kernel, program_args=k.small_args)
    )
    assert run.profile.extra["output_matches_native"] is True
    assert measure.parse_checksum(run.native_stdout) is not None
    return run.profile


@needs_flang
def test_jacobi2d_figures() -> None:
    p = _profile("f-jacobi2d")
    n, t = (int(a) for a in KERNELS["f-jacobi2d"].small_args)
    assert p.flops.total == 5 * (n - 2) ** 2 * t and p.depth == 5 * t and p.sync_points == 2 * t


@needs_flang
def test_gemm_jki_figures() -> None:
    p = _profile("f-gemm-jki")
    n = int(KERNELS["f-gemm-jki"].small_args[0])
    assert p.flops.total == 2 * n**3 and p.depth == n + 1 and p.sync_points == 0
    assert [lp.kind for lp in p.loops] == ["parallel", "parallel", "reduction", "parallel"]


@needs_flang
def test_dot_and_colrecur_figures() -> None:
    p = _profile("f-dot")
    n = int(KERNELS["f-dot"].small_args[0])
    assert p.flops.total == 2 * n and p.depth == n + 1
    assert [lp.kind for lp in p.loops] == ["reduction"]
    p = _profile("f-colrecur")
    n, m = (int(a) for a in KERNELS["f-colrecur"].small_args)
    assert p.flops.total == 2 * (n - 1) * m and p.depth == 2 * (n - 1)
    assert [lp.kind for lp in p.loops] == ["parallel", "sequential"]
