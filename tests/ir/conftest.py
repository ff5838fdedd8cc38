"""Fixtures for the ir tests: the fixture folder and a clang that skips when absent."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def ir_fixtures() -> Path:
    return FIXTURES


@pytest.fixture(scope="session")
def clang() -> str:
    """Path of clang-19 (or clang); the test is skipped when neither is installed."""
    found = shutil.which("clang-19") or shutil.which("clang")
    if not found:
        pytest.skip("needs clang-19 or clang on PATH")
    return found
