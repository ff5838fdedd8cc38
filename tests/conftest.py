"""Test-session set-up shared by every test folder."""

from __future__ import annotations

import os

from automatch.analyses.kernel_modules import KERNELS
from automatch.exec.aot.cache import numba_cache_dir

# The kernels the tests call in this process are cached where the children's are: one
# folder per version of the kernels' sources, never a stale one (exec/aot/cache.py).
os.environ["NUMBA_CACHE_DIR"] = numba_cache_dir(KERNELS.sources)
