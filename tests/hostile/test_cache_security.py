"""Issue 39, items 1, 2 and 11: automatch never loads code from a folder another user can
write (proc/private_dirs.py), and a bad cache setting is a clear error, not a crash.

The attacker is a second user (uid 65534, ``setpriv``): it plants folders and a shared
library with a constructor in a shared, sticky temporary folder, as another local user
could in ``/tmp``; the constructor leaves a file, so a test sees whether it ran. Needs
root (to switch user) and clang (to build the planted library).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from automatch.analyses.kernel_modules import KERNELS
from automatch.exec.aot.cache import kernels_digest
from automatch.exec.levels import runtime as levels_runtime
from tests.hostile.cli_case import assert_clean_exit, run_cli

NOBODY = 65534
ROOT = Path(__file__).resolve().parents[2]
PROGRAM = (
    "double kernel(double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i];"
    " return s; }\nint main(void) { double a[64] = {1}; return kernel(a, 64) > 0 ? 0 : 1; }\n"
)

pytestmark = [
    pytest.mark.skipif(
        os.geteuid() != 0 or not shutil.which("setpriv"),
        reason="needs root and setpriv to act as a second user",
    ),
    pytest.mark.skipif(
        shutil.which("clang-19") is None and shutil.which("clang") is None, reason="needs clang"
    ),
]


def as_nobody(*cmd: str) -> None:
    subprocess.run(
        ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", *cmd], check=True
    )


def _clang() -> str:
    return shutil.which("clang-19") or shutil.which("clang")


@pytest.fixture
def world():
    """A folder the second user can reach (pytest's tmp_path is under a 0700 folder)."""
    import tempfile

    d = Path(tempfile.mkdtemp(prefix="am-sec-"))
    d.chmod(0o755)
    yield d
    shutil.rmtree(d, ignore_errors=True)


@pytest.fixture
def shared(world):
    """A world-writable sticky folder like /tmp, and the planted library's source."""
    d = world / "shared"
    d.mkdir()
    d.chmod(0o1777)
    evil = world / "evil.c"
    evil.write_text(
        "#include <stdio.h>\n#include <stdlib.h>\n__attribute__((constructor)) "
        'static void pwn(void) { const char *p = getenv("PWNED"); if (p) { '
        'FILE *f = fopen(p, "w"); if (f) { fputs("ran\\n", f); fclose(f); } } }\n'
    )
    evil.chmod(0o644)
    return d


def plant(folder: Path, evil_c: Path) -> Path:
    """As the second user: ``folder`` (mode 0777) holding the levels runtime's name, a
    library with a constructor, and its digest file (as the cache would keep it)."""
    import hashlib

    name = levels_runtime.library_name(levels_runtime._clang())
    as_nobody("mkdir", "-p", "-m", "0777", str(folder))
    lib = folder / name
    as_nobody(_clang(), "-shared", "-fPIC", "-o", str(lib), str(evil_c))
    digest = hashlib.sha256(lib.read_bytes()).hexdigest()
    as_nobody("sh", "-c", f"echo {digest} > {folder / (name + '.sha256')}; chmod 0777 {folder}/*")
    assert lib.stat().st_uid == NOBODY
    return lib


def test_a_library_planted_in_the_shared_temp_folder_is_never_loaded(shared):
    """No usable home: the old default ($TMPDIR/automatch-numba-cache/<digest>) and the
    private fallback ($TMPDIR/automatch-<uid>) are both another user's, with a library
    under the runtime's name. The analysis refuses, naming the folder; the code never ran."""
    evil_c = shared.parent / "evil.c"
    plant(shared / "automatch-numba-cache" / kernels_digest(KERNELS.sources), evil_c)
    plant(shared / f"automatch-{os.geteuid()}" / "numba" / kernels_digest(KERNELS.sources), evil_c)
    blocked = shared.parent / "a-file"
    blocked.write_text("")
    pwned = shared.parent / "pwned"
    src = shared.parent / "p.c"
    src.write_text(PROGRAM)
    out = run_cli(
        ["analyze", src, "--kernel", "kernel", "--", "64"],
        env={
            "TMPDIR": str(shared),
            "NUMBA_CACHE_DIR": "",
            "PWNED": str(pwned),
            "XDG_CACHE_HOME": str(blocked / "cache"),
            "HOME": str(blocked),
        },
        timeout=600,
    )
    assert not pwned.exists(), "the planted library's code ran"
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    assert f"automatch-{os.geteuid()}" in out.stderr and f"uid {NOBODY}" in out.stderr, out.stderr


@pytest.mark.parametrize("where", ["numba", "xdg"])
def test_a_cache_folder_of_another_user_is_refused(shared, tmp_path, where):
    """NUMBA_CACHE_DIR, or the cache root under XDG_CACHE_HOME, made by another user:
    exit 2 naming the folder, before any run, and the planted code never ran."""
    evil_c = shared.parent / "evil.c"
    pwned = tmp_path / "pwned"
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    if where == "numba":
        plant(shared / "cache" / kernels_digest(KERNELS.sources), evil_c)
        env = {"NUMBA_CACHE_DIR": str(shared / "cache")}
    else:
        plant(shared / "xdg" / "automatch" / "numba" / kernels_digest(KERNELS.sources), evil_c)
        env = {"NUMBA_CACHE_DIR": "", "XDG_CACHE_HOME": str(shared / "xdg")}
    out = run_cli(
        ["analyze", src, "--kernel", "kernel", "--", "64"],
        env={**env, "PWNED": str(pwned)},
        timeout=600,
    )
    assert not pwned.exists(), "the planted library's code ran"
    assert_clean_exit(out, code=2, message=("will not use the cache folder", f"uid {NOBODY}"))


def _runtime_in_child(env: dict) -> subprocess.CompletedProcess:
    code = (
        "from automatch.exec.levels import runtime as r; lib = r.runtime(); print(lib); "
        "r.load(lib, r.room_callback(print))"
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        timeout=300,
    )


def test_a_foreign_or_damaged_library_in_the_own_folder_is_built_again(shared, tmp_path):
    """In the user's own cache folder: a library owned by another user (placed there by
    root), or one truncated, is built again, never loaded (item 11: no internal error)."""
    cache = tmp_path / "own"
    evil_c = shared.parent / "evil.c"
    pwned = tmp_path / "pwned"
    # the folder a run's child is handed (runner: the root plus the kernels' digest)
    env = {"NUMBA_CACHE_DIR": str(cache / kernels_digest(KERNELS.sources)), "PWNED": str(pwned)}
    first = _runtime_in_child(env)
    assert first.returncode == 0, first.stderr
    lib = Path(first.stdout.split()[0])
    assert lib.parent == cache / kernels_digest(KERNELS.sources) and lib.is_file()
    assert lib.parent.stat().st_mode & 0o777 == 0o700
    good = lib.read_bytes()
    # another user's library under the name (with a matching digest file)
    as_nobody(_clang(), "-shared", "-fPIC", "-o", str(shared / "x.so"), str(evil_c))
    shutil.copy(shared / "x.so", lib)
    os.chown(lib, NOBODY, NOBODY)
    import hashlib

    side = lib.with_name(lib.name + ".sha256")
    side.write_text(hashlib.sha256(lib.read_bytes()).hexdigest() + "\n")
    again = _runtime_in_child(env)
    assert again.returncode == 0, again.stderr
    assert not pwned.exists(), "the foreign library's code ran"
    assert lib.stat().st_uid == os.geteuid() and lib.read_bytes() == good
    # truncated
    lib.write_bytes(good[: len(good) // 3])
    third = _runtime_in_child(env)
    assert third.returncode == 0, third.stderr
    assert lib.read_bytes() == good


def test_a_foreign_jit_entry_is_not_loaded_and_a_planted_jit_folder_refused(shared, tmp_path):
    """The JIT's machine code: an entry of another user's in the own folder is compiled
    again, not loaded; AUTOMATCH_JIT_CACHE's own folder made by another user is refused."""
    from automatch.errors import InputError
    from automatch.exec.jit.cache import JitCache, cache_folder
    from automatch.exec.jit.engine import compile_module

    module = "define i64 @f(i64 %x) {\n  %y = add i64 %x, 1\n  ret i64 %y\n}\n"
    folder = tmp_path / "jit"
    cache = JitCache(folder)
    assert not compile_module(module, cache=cache).from_cache
    assert compile_module(module, cache=cache).from_cache
    (entry,) = folder.glob("*.o")
    os.chown(entry, NOBODY, NOBODY)
    assert not compile_module(module, cache=cache).from_cache
    as_nobody("mkdir", "-m", "0777", str(shared / "automatch-jit"))
    old = os.environ.get("AUTOMATCH_JIT_CACHE")
    os.environ["AUTOMATCH_JIT_CACHE"] = str(shared)
    try:
        with pytest.raises(InputError, match=f"uid {NOBODY}"):
            cache_folder()
    finally:
        if old is None:
            del os.environ["AUTOMATCH_JIT_CACHE"]
        else:
            os.environ["AUTOMATCH_JIT_CACHE"] = old
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    out = run_cli(
        ["analyze", src, "--kernel", "kernel", "--", "64"], env={"AUTOMATCH_JIT_CACHE": str(shared)}
    )
    assert_clean_exit(out, code=2, message=(str(shared / "automatch-jit"), f"uid {NOBODY}"))


def test_numba_cache_dir_on_a_device_or_read_only_folder_is_a_clear_error(world):
    """Item 11: NUMBA_CACHE_DIR=/dev/null, or a folder the user cannot write (warm, as the
    second user), is an input error naming the folder: no internal error, no crash file."""
    src = world / "p.c"
    src.write_text(PROGRAM)
    out = run_cli(
        ["analyze", src, "--kernel", "kernel", "--", "64"], env={"NUMBA_CACHE_DIR": "/dev/null"}
    )
    assert_clean_exit(out, code=2, message=("/dev/null", "not a folder"))
    ro = world / "ro"
    ro.mkdir()
    home = world / "home"
    home.mkdir()
    tmp = world / "tmp"
    tmp.mkdir()
    for d in (ro, home, tmp):
        os.chown(d, NOBODY, NOBODY)
    ro.chmod(0o555)
    proc = subprocess.run(
        [
            "setpriv",
            f"--reuid={NOBODY}",
            f"--regid={NOBODY}",
            "--clear-groups",
            sys.executable,
            "-m",
            "automatch.cli.main",
            "warm",
            "-q",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=world,
        env={
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "NUMBA_CACHE_DIR": str(ro),
            "HOME": str(home),
            "XDG_CACHE_HOME": str(home / "cache"),
            "TMPDIR": str(tmp),
        },
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("automatch: error:") and "Traceback" not in proc.stderr
    assert str(ro) in proc.stderr and "cannot" in proc.stderr, proc.stderr
    assert not list(tmp.glob("am-crash-*")) and not list(home.rglob("crash-*"))


def test_a_folder_its_group_can_write_is_refused_unless_the_group_is_the_users_own(tmp_path):
    """Group write lets another user in unless the group is the user's private group
    (what an ``umask 002`` system gives every folder): refused for a shared group."""
    from automatch.proc.private_dirs import UnsafeFolderError, _private_group, private_folder

    d = tmp_path / "cache"
    d.mkdir()
    os.chown(d, os.geteuid(), NOBODY)
    d.chmod(0o770)
    with pytest.raises(UnsafeFolderError, match="group or other users can write it"):
        private_folder(d / "numba", d)
    d.chmod(0o750)
    assert private_folder(d / "numba", d) == d / "numba"
    os.chown(d, os.geteuid(), os.getegid())
    d.chmod(0o770)
    if _private_group(os.getegid()):
        assert private_folder(d / "numba", d) == d / "numba"
    else:
        with pytest.raises(UnsafeFolderError):
            private_folder(d / "numba", d)
