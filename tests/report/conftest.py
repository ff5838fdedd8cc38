"""Re-use the hand-built profiles and devices of tests/model (``am_builders``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "model"))
