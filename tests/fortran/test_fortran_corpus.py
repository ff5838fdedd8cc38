"""The Fortran corpus (issue 45): whole programs through the real CLI, as a user runs them.

Every program in ``tests/fortran/programs/<name>/`` is a whole Fortran program
(``program``, its input file read through ``get_command_argument``, list-directed and
formatted output), analysed with ``automatch analyze`` in a subprocess. Each test
checks: exit 0, no traceback, no temporary folder left, the instrumented run printed
what the native run printed, the figures derived by hand in ``tests/fortran/README.md``
(W, D, S, loop kinds, reuse), and that the JIT's native run prints exactly what the
program prints when flang builds it as an executable.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = Path(__file__).resolve().parent / "programs"
SPEC = ROOT / "archspecs" / "dev-host.toml"
NUMBA_CACHE = str(Path(tempfile.gettempdir()) / "automatch-numba-cache")
FLANG = shutil.which("flang-new-19") or shutil.which("flang-19") or shutil.which("flang-new")

pytestmark = pytest.mark.skipif(
    FLANG is None or not (shutil.which("clang-19") or shutil.which("clang")),
    reason="needs flang-19 and clang (make flang clang)",
)


@dataclass(frozen=True)
class Case:
    """One program: its files (modules first), the kernel as Fortran names it, its checks."""

    name: str
    sources: tuple[str, ...]
    kernel: str
    check: Callable[[dict, Path], None]
    folder: str = ""  # default: the case's name


def line_of(path: Path, marker: str) -> int:
    lines = [i for i, t in enumerate(path.read_text().splitlines(), 1) if f"corpus:{marker}" in t]
    assert len(lines) == 1, f"marker corpus:{marker} in {path}"
    return lines[0]


def loop(prof: dict, src: Path, marker: str) -> dict:
    """The profile's loop whose header is at the marked line."""
    line = line_of(src, marker)
    found = [lp for lp in prof["loops"] if lp["line"] == line]
    assert len(found) == 1, f"{marker}: {[(lp['function'], lp['line']) for lp in prof['loops']]}"
    return found[0]


def flops(prof: dict, **expected: int) -> None:
    got = {k: prof["flops"][k] for k in expected}
    assert got == expected, f"flops {prof['flops']}"


# --- hand-derived figures (derivations in README.md) ------------------------------


def check_stencil2d(p: dict, d: Path) -> None:
    n, steps = 24, 5
    points = (n - 2) ** 2
    flops(p, total=4 * points * steps, add=3 * points * steps, mul=points * steps, div=0)
    assert p["depth"] == 4 and p["sync_points"] == 0
    src = d / "stencil2d.f90"
    assert loop(p, src, "j-loop")["kind"] == "parallel"
    inner = loop(p, src, "i-loop")
    assert inner["kind"] == "parallel" and inner["iterations"] == points * steps


def check_matmul(p: dict, d: Path) -> None:
    n = 16
    flops(p, total=2 * n**3, add=n**3, mul=n**3, fma=0)
    assert p["depth"] == n + 1
    src = d / "matmul.f90"
    assert loop(p, src, "j-loop")["kind"] == "parallel"
    assert loop(p, src, "k-loop")["kind"] == "reduction"
    inner = loop(p, src, "i-loop")
    assert inner["kind"] == "parallel" and inner["iterations"] == n**3


def check_thomas(p: dict, d: Path) -> None:
    n = 40
    flops(p, total=8 * (n - 1) + 1, div=2 * (n - 1) + 1, mul=2 * (n - 1) + (n - 1))
    assert p["depth"] == 6 * n - 5
    src = d / "thomas.f90"
    for marker in ("forward", "backward"):
        lp = loop(p, src, marker)
        assert lp["kind"] == "sequential" and lp["carried_raw"] > 0, marker


def check_particles(p: dict, d: Path) -> None:
    n, steps = 50, 10
    flops(p, total=4 * n * steps, add=2 * n * steps, mul=2 * n * steps)
    assert p["depth"] == 4 * steps
    assert p["sync_points"] == steps
    src = d / "particles.f90"
    assert loop(p, src, "time-loop")["kind"] == "sequential"
    part = loop(p, src, "particle-loop")
    assert part["kind"] == "parallel" and part["iterations"] == n * steps


def check_bodies(p: dict, d: Path) -> None:
    n = 30
    flops(p, total=7 * n + 3, add=4 * n, mul=3 * n, div=3)
    assert p["depth"] == n + 2
    assert loop(p, d / "bodies.f90", "body-loop")["kind"] == "reduction"


def check_multifile(p: dict, d: Path) -> None:
    n = 64
    flops(p, total=4 * (n - 2), add=2 * (n - 2), mul=2 * (n - 2))
    assert p["depth"] == 4 and p["sync_points"] == 0
    lp = loop(p, d / "ops.f90", "smooth-loop")
    assert lp["kind"] == "parallel" and lp["iterations"] == n - 2


def check_saxpy_fixed(p: dict, d: Path) -> None:
    n = 200
    flops(p, total=2 * n, add=n, mul=n)
    assert p["depth"] == 2
    lp = loop(p, d / "saxpy.f", "axpy-loop")
    assert lp["kind"] == "parallel" and lp["iterations"] == n


def near_reuse(p: dict, lines: int = 32) -> float:
    """The share of 64-byte-line reuses at a stack distance under ``lines`` lines."""
    h = p["memory"]["reuse"]["64"]
    total = sum(h["counts"])
    return sum(c for c, up in zip(h["counts"], h["upper"], strict=True) if up <= lines) / total


def check_colmajor(order: str) -> Callable[[dict, Path], None]:
    def check(p: dict, d: Path) -> None:
        n = 64
        flops(p, total=n * n, mul=n * n)
        assert p["depth"] == 1
        src = d / "colmajor.f90"
        assert loop(p, src, f"{order}-outer")["kind"] == "parallel"
        assert loop(p, src, f"{order}-inner")["iterations"] == n * n
        near = near_reuse(p)
        sites = p["memory"].get("irregular_sites", [])
        if order == "ji":  # unit stride: each line reused within a few lines
            assert near > 0.99, p["memory"]["reuse"]["64"]
            assert not sites, sites
        else:  # a column (512 B) per access: a line comes back after ~2n other lines
            assert near < 0.01, p["memory"]["reuse"]["64"]
            h = p["memory"]["reuse"]["64"]
            assert max(u for u, c in zip(h["upper"], h["counts"], strict=True) if c > 100) >= 2 * n
            # and flagged: the strided load and store of the statement, nearly every access
            body = line_of(src, "ij-body")
            assert {(s["line"], s["store"]) for s in sites} == {(body, False), (body, True)}
            assert all(s["accesses"] >= n * n - n for s in sites), sites

    return check


CASES = [
    Case("stencil2d", ("stencil2d.f90",), "jacobi", check_stencil2d),
    Case("matmul", ("matmul.f90",), "linalg::matmul_jki", check_matmul),
    Case("thomas", ("thomas.f90",), "THOMAS", check_thomas),
    Case("particles", ("particles.f90",), "particles_state::advance", check_particles),
    Case("bodies", ("bodies.f90",), "centre_of_mass", check_bodies),
    Case("multifile", ("grid.f90", "ops.f90", "main.f90"), "ops::smooth", check_multifile),
    Case("saxpy_fixed", ("saxpy.f",), "DAXPY", check_saxpy_fixed),
    Case("colmajor_ji", ("colmajor.f90",), "orders::scale_ji", check_colmajor("ji"), "colmajor"),
    Case("colmajor_ij", ("colmajor.f90",), "scale_ij", check_colmajor("ij"), "colmajor"),
]


def analyze(case: Case, d: Path, tmp: Path) -> tuple[subprocess.CompletedProcess, Path]:
    out = tmp / "result.json"
    cmd = [sys.executable, "-m", "automatch.cli.main", "analyze", *(str(d / s) for s in case.sources),
           "--kernel", case.kernel, "--input", str(d / "input.txt"), "--json", str(out), "-q",
           "--arch", str(SPEC), "--timeout", "120"]  # fmt: skip
    env = {**os.environ, "TMPDIR": str(tmp), "NUMBA_CACHE_DIR": NUMBA_CACHE}
    return subprocess.run(cmd, capture_output=True, text=True, cwd=tmp, env=env, timeout=300), out


def native_output(case: Case, d: Path, tmp: Path) -> str:
    """What the program prints when flang builds it as an executable."""
    exe, mods = tmp / "native.exe", tmp / "native-mods"
    mods.mkdir()
    cmd = [FLANG, "-module-dir", str(mods), "-o", str(exe), *(str(d / s) for s in case.sources)]
    subprocess.run(cmd, check=True, capture_output=True, cwd=tmp)
    run = subprocess.run([str(exe), str(d / "input.txt")], capture_output=True, text=True, cwd=tmp)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_fortran_program(case: Case, tmp_path: Path) -> None:
    d = PROGRAMS / (case.folder or case.name)
    proc, out = analyze(case, d, tmp_path)
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    assert proc.returncode == 0, f"exit {proc.returncode}: {proc.stderr.strip()}"
    assert not list(tmp_path.glob("automatch-*")), "temporary folder left behind"
    doc = json.loads(out.read_text())
    prof = doc["profile"]
    assert prof["extra"]["output_matches_native"] is True
    assert doc["predictions"], "no prediction"
    case.check(prof, d)


@pytest.mark.parametrize("case", [c for c in CASES if not c.folder], ids=lambda c: c.name)
def test_fortran_program_prints_as_native(case: Case, tmp_path: Path) -> None:
    """The JIT's run of the program prints what flang's executable prints."""
    from automatch.pipeline import AnalysisOptions, profile_program

    d = PROGRAMS / case.name
    expected = native_output(case, d, tmp_path)
    assert expected.strip(), "the program printed nothing"
    run = profile_program([str(d / s) for s in case.sources],
                          AnalysisOptions(kernel=case.kernel, input_path=str(d / "input.txt"),
                                          analyses=("schedule",), cwd=str(tmp_path)))  # fmt: skip
    assert run.native_stdout == expected
    assert run.instrumented_stdout == expected
