"""Fixtures for the model, decide and report tests: see am_builders for the numbers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from am_builders import make_gpu, make_profile, make_spec  # noqa: E402

from automatch.analyses.profile import Profile  # noqa: E402
from automatch.arch.spec import ArchSpec  # noqa: E402


@pytest.fixture
def small_profile() -> Profile:
    return make_profile()


@pytest.fixture
def cpu8() -> ArchSpec:
    return make_spec()


@pytest.fixture
def gpu8() -> ArchSpec:
    return make_gpu()
