"""Fixtures for the exec tests: fixture files, clang (skip when absent), cached loads."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"



@pytest.fixture(scope="session")
def exec_fixtures() -> Path:
    return FIXTURES


@pytest.fixture(scope="session")
def clang() -> str:
    found = shutil.which("clang-19") or shutil.which("clang")
    if not found:
        pytest.skip("needs clang-19 or clang on PATH")
    return found


@pytest.fixture(scope="session")
def input_bytes_file(tmp_path_factory) -> Path:
    """A 300-byte binary input for the programs that fread argv[1]."""
    p = tmp_path_factory.mktemp("inputs") / "input.bin"
    p.write_bytes(bytes((i * 7 + 3) % 256 for i in range(300)))
    return p
