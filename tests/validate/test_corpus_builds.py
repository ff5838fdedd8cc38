"""Every item of the validation corpus builds and agrees with itself (issue 42), without
timing anything: for each kernel of workloads/kernels/registry_*.toml and each workload
of workloads/registry.toml, the sequential program built by clang-19 and by gcc and the
OpenMP program built by clang-19 (libomp, the judged reference) and by gcc (libgomp,
timed beside it) are run at the small size, the OpenMP ones with OMP_NUM_THREADS=2, and
the four print agreeing checksums (``kernels.checksums_agree``: relative 1e-6, a
parallel reduction adds in another order). The builds are the validate harness's own
(``measure.build_sequential`` / ``measure.build_omp``)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.validate import measure
from automatch.validate.corpus import load_corpus
from automatch.validate.harness import default_registry, load_registry
from automatch.validate.measure import checksums_agree

WORKLOADS = default_registry().parent


def _items() -> list[tuple[str, Path, Path, tuple[str, ...]]]:
    """(name, sequential source, OpenMP source, small argv) of every corpus item."""
    out = [(k.name, k.source, k.omp_source, k.small_args) for k in load_corpus()]
    out += [
        (
            w["name"],
            WORKLOADS / w["source"],
            WORKLOADS / w["omp_source"],
            (str(WORKLOADS / w["small_input"]),),
        )
        for w in load_registry(default_registry())
    ]
    return out


ITEMS = _items()


def _run(binary: Path, argv: tuple[str, ...], threads: int | None) -> str:
    env = dict(os.environ)
    if threads is not None:
        env["OMP_NUM_THREADS"] = str(threads)
    proc = subprocess.run(
        [str(binary), *argv], capture_output=True, text=True, env=env, timeout=300
    )
    assert proc.returncode == 0, f"{binary.name} {' '.join(argv)}: {proc.stderr}"
    checksum = measure.parse_checksum(proc.stdout)
    assert checksum is not None, f"{binary.name} printed no checksum: {proc.stdout!r}"
    if threads is not None:
        assert measure.parse_kernel_time(proc.stdout) >= 0.0
    return checksum


def test_the_corpus_has_45_items_or_more():
    names = [n for n, *_ in ITEMS]
    assert len(names) == len(set(names)) and len(names) >= 45


@pytest.mark.parametrize("name, seq, omp, argv", ITEMS, ids=[i[0] for i in ITEMS])
def test_builds_with_clang_and_gcc_and_checksums_agree(tmp_path, name, seq, omp, argv):
    for cc in ("clang-19", "gcc"):
        if shutil.which(cc) is None:
            pytest.skip(f"{cc} is not installed")
    sums = {
        "clang seq": _run(
            measure.build_sequential(seq, tmp_path / "seq_clang", "clang-19"), argv, None
        ),
        "gcc seq": _run(measure.build_sequential(seq, tmp_path / "seq_gcc", "gcc"), argv, None),
        "clang omp": _run(measure.build_omp(omp, tmp_path / "omp_clang"), argv, 2),
        "gcc omp": _run(measure.build_omp(omp, tmp_path / "omp_gcc", measure.GCC_CC), argv, 2),
    }
    ref = sums["clang seq"]
    bad = {k: v for k, v in sums.items() if not checksums_agree(ref, v)}
    assert not bad, f"{name}: checksums disagree with clang's sequential {ref}: {bad}"


def test_the_judged_reference_links_llvm_libomp(tmp_path):
    """clang's build is the judged one and runs on LLVM's libomp, gcc's on libgomp."""
    if shutil.which("clang-19") is None or shutil.which("gcc") is None:
        pytest.skip("clang-19 and gcc are needed")
    _, _, omp, _ = next(i for i in ITEMS if i[0] == "gemm-ijk-mem")
    libs = {}
    for cc in ("clang-19", "gcc"):
        binary = measure.build_omp(omp, tmp_path / cc, cc)
        libs[cc] = subprocess.run(["ldd", str(binary)], capture_output=True, text=True).stdout
    assert "libomp" in libs["clang-19"] and "libgomp" not in libs["clang-19"]
    assert "libgomp" in libs["gcc"]
    assert measure.OMP_CC == "clang-19" and measure.OmpRun(omp, (), 2).cc == "clang-19"


def test_a_clang_without_libomp_is_named(tmp_path):
    """A clang that cannot find omp.h (libomp-19-dev not installed) fails the build with
    a message that says what to install."""
    fake = tmp_path / "clang-nolibomp"
    fake.write_text(
        "#!/bin/sh\necho \"x.c:1:10: fatal error: 'omp.h' file not found\" >&2\nexit 1\n"
    )
    fake.chmod(0o755)
    src = tmp_path / "x.c"
    src.write_text("int main(void) { return 0; }\n")
    with pytest.raises(InputError, match="libomp-19-dev") as info:
        measure.build_omp(src, tmp_path / "x", cc=str(fake))
    assert "omp.h" in str(info.value) and not (tmp_path / "x").exists()


def _tuned_items() -> list[tuple[str, Path, Path, tuple[str, ...]]]:
    """(name, sequential source, tuned OpenMP source, small argv) of every corpus kernel
    that has a restructured reference (``tuned_omp_source``, validate/tuned.py; the
    workloads' are run by tests/workloads/test_workload_programs.py)."""
    return [(k.name, k.source, k.tuned_omp_source, k.small_args) for k in load_corpus()
            if k.tuned_omp_source is not None]


TUNED = _tuned_items()


@pytest.mark.parametrize("name, seq, tuned, argv", TUNED, ids=[i[0] for i in TUNED])
def test_tuned_references_build_with_clang_and_agree(tmp_path, name, seq, tuned, argv):
    """The restructured references are timed beside the judged ones: each builds with
    clang-19 and prints the sequential program's checksum."""
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    ref = _run(measure.build_sequential(seq, tmp_path / "seq", "clang-19"), argv, None)
    got = _run(measure.build_omp(tuned, tmp_path / "tuned"), argv, 2)
    assert checksums_agree(ref, got), f"{name}: tuned {got} against sequential {ref}"


def _code(path: Path) -> str:
    """C source without its comments."""
    import re
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S))


@pytest.mark.parametrize("name, seq, omp, argv", [i for i in ITEMS if i[2].suffix == ".c"],
                         ids=[i[0] for i in ITEMS if i[2].suffix == ".c"])
def test_judged_references_are_the_loops_as_written(name, seq, omp, argv):
    """The judged reference is the sequential loops with pragmas added (the as written
    prediction's meaning, docs/model.md): no restrict, no omp simd, no collapse; a tuned
    version goes in tuned_omp_source."""
    import re
    code = _code(omp)
    assert not re.search(r"\brestrict\b|\bsimd\b|\bcollapse\b", code), (
        f"{name}: {omp.name} is tuned (restrict / simd / collapse); move it to "
        f"tuned_omp_source and keep the loops as written")


def test_every_tuned_file_is_named_by_its_registry():
    """A `*_tuned_omp.c` left unnamed would silently drop out of the report."""
    named = {p.resolve() for _, _, p, _ in TUNED}
    named |= {(WORKLOADS / w["tuned_omp_source"]).resolve()
              for w in load_registry(default_registry()) if w.get("tuned_omp_source")}
    files = {p.resolve() for p in WORKLOADS.rglob("*_tuned_omp.c")}
    assert files and files <= named, sorted(str(p) for p in files - named)
