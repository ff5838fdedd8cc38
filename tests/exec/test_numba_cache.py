"""The numba cache folder is keyed by the kernels' sources (exec/aot/cache.py), which the
analyses name (analyses/kernel_modules.py); the aot package names none."""

from __future__ import annotations

import os
import sys

from automatch.analyses.kernel_modules import KERNELS
from automatch.exec.aot import cache as numba_cache


def test_the_folder_is_the_root_plus_the_digest_once(tmp_path):
    d = numba_cache.kernels_digest(KERNELS.sources)
    assert len(d) == 16 and int(d, 16) >= 0
    under = numba_cache.numba_cache_dir(
        KERNELS.sources, {"NUMBA_CACHE_DIR": str(tmp_path / "cache")}
    )
    assert under == f"{tmp_path}/cache/{d}"
    assert os.stat(under).st_mode & 0o777 == 0o700  # created private
    # a child handed the folder keeps it (no digest of a digest)
    assert numba_cache.numba_cache_dir(KERNELS.sources, {"NUMBA_CACHE_DIR": under}) == under
    assert numba_cache.run_cache_dir({"NUMBA_CACHE_DIR": under}) == under
    # the default: under the user's cache root, never a shared temporary folder
    home = numba_cache.numba_cache_dir(KERNELS.sources, {"XDG_CACHE_HOME": str(tmp_path / "xdg")})
    assert home == f"{tmp_path}/xdg/automatch/numba/{d}"


def test_the_digest_follows_every_kernel_module(tmp_path, monkeypatch):
    # a constant changed in one module of a source package changes the folder, even for
    # kernels of another module that imports it
    pkg = tmp_path / "fake_kernels"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "shadow.py").write_text("PAGE_BITS = 12\n")
    (pkg / "replay.py").write_text("from .shadow import PAGE_BITS\n")
    (tmp_path / "fake_pagemap.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    sources = ("fake_kernels", "fake_pagemap")
    numba_cache.kernels_digest.cache_clear()
    try:
        before = numba_cache.kernels_digest(sources)
        assert before != numba_cache.kernels_digest(("fake_pagemap",))
        (pkg / "shadow.py").write_text("PAGE_BITS = 8\n")
        numba_cache.kernels_digest.cache_clear()
        assert numba_cache.kernels_digest(sources) != before
    finally:
        numba_cache.kernels_digest.cache_clear()
        sys.modules.pop("fake_kernels", None)


def test_the_kernel_modules_hold_kernels():
    from automatch.exec.aot.build import module_kernels

    kernels = module_kernels(KERNELS.modules)
    assert {k.split(":")[0] for k in kernels} >= set(KERNELS.modules) - {
        "automatch.analyses.reuse.bits"
    }
