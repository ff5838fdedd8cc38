"""The numba cache folder is keyed by the kernels' sources (exec/aot/cache.py)."""

from __future__ import annotations

import os

from automatch.exec.aot import cache as numba_cache


def test_the_folder_is_the_root_plus_the_digest_once(tmp_path):
    d = numba_cache.kernels_digest()
    assert len(d) == 16 and int(d, 16) >= 0
    under = numba_cache.numba_cache_dir({"NUMBA_CACHE_DIR": str(tmp_path / "cache")})
    assert under == f"{tmp_path}/cache/{d}"
    assert os.stat(under).st_mode & 0o777 == 0o700  # created private
    # a child handed the folder keeps it (no digest of a digest)
    assert numba_cache.numba_cache_dir({"NUMBA_CACHE_DIR": under}) == under
    # the default: under the user's cache root, never a shared temporary folder
    home = numba_cache.numba_cache_dir({"XDG_CACHE_HOME": str(tmp_path / "xdg")})
    assert home == f"{tmp_path}/xdg/automatch/numba/{d}"


def test_the_digest_follows_every_kernel_module(tmp_path, monkeypatch):
    # a constant changed in one module changes the folder, even for kernels of another
    pkg = tmp_path / "automatch"
    (pkg / "analyses").mkdir(parents=True)
    (pkg / "exec").mkdir()
    (pkg / "analyses" / "shadow_kernels.py").write_text("PAGE_BITS = 12\n")
    (pkg / "analyses" / "replay_kernel.py").write_text("from .shadow_kernels import PAGE_BITS\n")
    for name in ("pagemap.py", "kernel_jit.py", "kernel_aot.py"):
        (pkg / "exec" / name).write_text("")
    monkeypatch.setattr(numba_cache, "_PACKAGE", pkg)
    numba_cache.kernels_digest.cache_clear()
    try:
        before = numba_cache.kernels_digest()
        (pkg / "analyses" / "shadow_kernels.py").write_text("PAGE_BITS = 8\n")
        numba_cache.kernels_digest.cache_clear()
        assert numba_cache.kernels_digest() != before
    finally:
        numba_cache.kernels_digest.cache_clear()
