"""Helpers for the workload tests: the registry, compilers and paths."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

WORKLOADS_DIR = Path(__file__).resolve().parents[2] / "workloads"
CLANG = "clang-19"
IR_FLAGS = ["-O0", "-Xclang", "-disable-O0-optnone", "-g", "-S", "-emit-llvm"]


def load_registry() -> list[dict]:
    with open(WORKLOADS_DIR / "registry.toml", "rb") as f:
        return tomllib.load(f)["workload"]


REGISTRY = load_registry()
NAMES = [w["name"] for w in REGISTRY]


def entry(name: str) -> dict:
    return next(w for w in REGISTRY if w["name"] == name)


def need_clang() -> str:
    path = shutil.which(CLANG)
    if path is None:
        pytest.skip(f"{CLANG} is not installed")
    return path


def compile_c(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise AssertionError(f"compile failed: {' '.join(cmd)}\n{proc.stderr}")
