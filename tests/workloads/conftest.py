"""Fixtures for the workload tests: per-session builds of the workload programs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from workload_helpers import WORKLOADS_DIR, compile_c, entry, need_clang


@pytest.fixture(scope="session")
def build_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("workload_builds")


@pytest.fixture(scope="session")
def native_binary(build_dir):
    """clang-19 -O2 build of a workload's sequential C source (cached per session)."""
    cache: dict[str, Path] = {}

    def get(name: str) -> Path:
        if name not in cache:
            clang = need_clang()
            out = build_dir / f"{name}_native"
            compile_c(
                [
                    clang,
                    "-O2",
                    "-std=c99",
                    str(WORKLOADS_DIR / entry(name)["source"]),
                    "-o",
                    str(out),
                    "-lm",
                ]
            )
            cache[name] = out
        return cache[name]

    return get


@pytest.fixture(scope="session")
def omp_binary(build_dir):
    """gcc -O3 -march=native -fopenmp build of a workload's OpenMP source."""
    cache: dict[str, Path] = {}

    def get(name: str) -> Path:
        if name not in cache:
            gcc = shutil.which("gcc")
            if gcc is None:
                pytest.skip("gcc is not installed")
            out = build_dir / f"{name}_omp"
            compile_c(
                [
                    gcc,
                    "-O3",
                    "-march=native",
                    "-fopenmp",
                    str(WORKLOADS_DIR / entry(name)["omp_source"]),
                    "-o",
                    str(out),
                    "-lm",
                ]
            )
            cache[name] = out
        return cache[name]

    return get
