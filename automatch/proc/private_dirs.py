"""Folders automatch loads code from (numba's cache, the levels runtime, the kernels'
ahead-of-time objects, the JIT's machine code): the user's own, checked before use.

Loading a shared library or an object file from a folder another user can write runs
that user's code as ours (a ``.so`` planted in a predictable ``/tmp`` path ran as root).
So every such cache lives under the user's cache root, :func:`cache_root`
(``$XDG_CACHE_HOME/automatch``, default ``~/.cache/automatch``; a private
``$TMPDIR/automatch-<uid>`` only when that cannot be created), and
:func:`private_folder` creates a cache folder 0700 and checks, before anything is
loaded from it:

* the folder and each folder between it and its cache root (inclusive): a real
  directory (no symbolic link), owned by this process's effective user, not writable by
  others, nor by its group unless that is the user's private group;
* each folder above the root, up to ``/``: owned by root or by this user, and not
  writable by group or others unless sticky (``/tmp``: nobody can rename another's entry).

The path is resolved first and the resolved path returned, so a link cannot be swapped
after the check. A failed check is an :class:`UnsafeFolderError` (an InputError: exit
2) naming the folder and why; nothing is loaded from it. :func:`own_file` checks one
file the same way before it is loaded.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from automatch.errors import InputError


class UnsafeFolderError(InputError):
    """A cache folder automatch would load code from is not private to this user, or
    cannot be made (``unusable``: it cannot be created or written, another may do)."""

    unusable = False


def _usable(base: str) -> bool:
    return bool(base) and os.path.isabs(base)


def home_cache_root(env: dict[str, str] | None = None) -> Path | None:
    """``$XDG_CACHE_HOME/automatch`` or ``~/.cache/automatch``; None without a home."""
    env = os.environ if env is None else env
    base = env.get("XDG_CACHE_HOME") or ""
    if not _usable(base):  # the XDG spec: a relative value is ignored
        home = env.get("HOME") or os.path.expanduser("~")
        if not _usable(home):
            return None
        base = os.path.join(home, ".cache")
    return Path(base) / "automatch"


def temp_cache_root() -> Path:
    """The private fallback: ``$TMPDIR/automatch-<uid>``."""
    return Path(tempfile.gettempdir()) / f"automatch-{os.geteuid()}"


def cache_root(env: dict[str, str] | None = None) -> Path:
    """The user's cache root, created 0700 and checked (:func:`private_folder`): the home
    one, else (no home, or it cannot be created there) the private temporary one.
    UnsafeFolderError when the one chosen is not private."""
    home = home_cache_root(env)
    if home is not None:
        try:
            return private_folder(home, home)
        except UnsafeFolderError as exc:
            if not exc.unusable:
                raise  # another user's folder: say so, never fall back silently
    fallback = temp_cache_root()
    return private_folder(fallback, fallback)


def _private_group(gid: int) -> bool:
    """Whether group ``gid`` is this user's own (a "user private group": named after the
    user, its primary group, no other member), whose write permission lets nobody else in
    (the folders an ``umask 002`` system makes are group-writable)."""
    import grp
    import pwd

    try:
        user = pwd.getpwuid(os.geteuid())
        group = grp.getgrgid(gid)
    except KeyError:
        return False
    if gid != user.pw_gid or group.gr_name != user.pw_name or set(group.gr_mem) - {user.pw_name}:
        return False
    return not any(p.pw_gid == gid and p.pw_uid != user.pw_uid for p in pwd.getpwall())


def _others_write(st: os.stat_result) -> bool:
    """Whether someone else than its owner can write the folder ``st``."""
    return bool(st.st_mode & 0o002 or (st.st_mode & 0o020 and not _private_group(st.st_gid)))


def _why_not_private(st: os.stat_result) -> str | None:
    if stat.S_ISLNK(st.st_mode):
        return "it is a symbolic link"
    if not stat.S_ISDIR(st.st_mode):
        return "it is not a folder"
    if st.st_uid != os.geteuid():
        return f"it belongs to uid {st.st_uid}, not to this user (uid {os.geteuid()})"
    if _others_write(st):
        return f"its group or other users can write it (mode {stat.S_IMODE(st.st_mode):04o})"
    return None


def _why_not_safe_above(st: os.stat_result) -> str | None:
    if st.st_uid not in (0, os.geteuid()):
        return f"it belongs to uid {st.st_uid}, neither root nor this user"
    if _others_write(st) and not st.st_mode & stat.S_ISVTX:
        return (
            f"its group or other users can write it (mode {stat.S_IMODE(st.st_mode):04o}) "
            "and it is not sticky"
        )
    return None


_PLACES = "NUMBA_CACHE_DIR, AUTOMATCH_JIT_CACHE, XDG_CACHE_HOME"


def _refuse(
    folder: Path, why: str, *, unusable: bool = False, unsafe: bool = True
) -> UnsafeFolderError:
    """The error for ``folder``: ``unsafe`` (another user could change it) or not (it is
    no folder, or cannot be created or written)."""
    if unsafe and not unusable:
        text = (
            f"automatch will not use the cache folder {folder}: {why}. automatch loads "
            "compiled code from its caches, so each must be a folder of this user's that "
            "nobody else can write; remove it (automatch creates it again, mode 0700), fix "
            f"its owner or mode, or choose another place ({_PLACES})."
        )
    else:
        text = (
            f"automatch cannot use the cache folder {folder}: {why}; choose a folder this "
            f"user can create and write ({_PLACES})."
        )
    err = UnsafeFolderError(text)
    err.unusable = unusable
    return err


def private_folder(
    folder: str | os.PathLike, root: str | os.PathLike, *, writable: bool = True
) -> Path:
    """``folder`` (``root`` or under it), created 0700 where missing, checked as the
    module says; the resolved path. ``writable``: also refuse one this process cannot
    write (numba's cache: numba fails later with a traceback otherwise)."""
    root_p = Path(os.path.abspath(root))
    folder_p = Path(os.path.abspath(folder))
    if folder_p != root_p and root_p not in folder_p.parents:
        raise ValueError(f"{folder_p} is not under {root_p}")
    below = folder_p.relative_to(root_p).parts
    for i in range(len(below) + 1):
        step = root_p.joinpath(*below[:i])
        try:
            step.mkdir(mode=0o700, parents=(i == 0), exist_ok=True)
        except FileExistsError:
            raise _refuse(step, "it is not a folder", unsafe=False) from None
        except OSError as exc:
            raise _refuse(
                step, f"it cannot be created ({exc.strerror or exc})", unusable=True
            ) from None
    real_root = Path(os.path.realpath(root_p))
    real = real_root.joinpath(*below)
    for above in reversed(real_root.parents):
        why = _check(above, _why_not_safe_above, follow=True)
        if why:
            raise _refuse(real, f"{above}, above it, is not safe: {why}")
    for i in range(len(below) + 1):
        step = real_root.joinpath(*below[:i])
        why = _check(step, _why_not_private, follow=False)
        if why:
            raise _refuse(step, why) if step == real else _refuse(real, f"{step} on its way: {why}")
    if writable and not os.access(real, os.W_OK | os.X_OK, effective_ids=True):
        raise _refuse(real, "this user cannot write it", unusable=True)
    return real


def _check(path: Path, rule, *, follow: bool) -> str | None:
    try:
        st = os.stat(path) if follow else os.lstat(path)
    except OSError as exc:
        return f"it cannot be read ({exc.strerror or exc})"
    return rule(st)


def own_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a regular file (not a link) of this user's that nobody else can
    write: the check before a cached library or object is loaded."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_uid == os.geteuid() and not _others_write(st)
