"""Run one bad-input or fault case through the real CLI and check every promise.

A case runs ``python -m automatch.cli.main ARGS`` as its own process, with a private
temporary folder (``TMPDIR``) and a unique marker in its environment, then checks:
the exit code, one paragraph on stderr starting ``automatch: error:`` with no
traceback, no output file written, no ``automatch-*`` temp folder left, and no
process left that carries the marker (the analysed program and its children
included). Tests of the hostile-input issues call :func:`run_cli_case`.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

NUMBA_CACHE = str(Path(tempfile.gettempdir()) / "automatch-numba-cache")


@dataclass(frozen=True)
class CliOutcome:
    returncode: int
    stdout: str
    stderr: str
    tmpdir: Path
    marker: str


def processes_with_marker(marker: str) -> list[int]:
    """PIDs of live processes whose environment holds ``AUTOMATCH_TEST_MARKER=marker``."""
    needle = f"AUTOMATCH_TEST_MARKER={marker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            env = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in env.split(b"\0") and state != "Z":
            found.append(int(entry.name))
    return found


def case_tmpdir() -> Path:
    """A private TMPDIR for one CLI case, removed when the test session ends (the checks
    read it until then)."""
    tmpdir = Path(tempfile.mkdtemp(prefix="am-case-"))
    atexit.register(shutil.rmtree, tmpdir, True)
    return tmpdir


def run_cli(args: list[str], *, cwd: str | os.PathLike | None = None, env: dict | None = None,
            timeout: float = 300, stdin: int | None = subprocess.DEVNULL) -> CliOutcome:
    """Run the CLI once in its own process with a private TMPDIR and a marker."""
    marker = uuid.uuid4().hex
    tmpdir = case_tmpdir()
    full_env = dict(os.environ)
    full_env.update({"TMPDIR": str(tmpdir), "AUTOMATCH_TEST_MARKER": marker,
                     "NUMBA_CACHE_DIR": NUMBA_CACHE, "COLUMNS": "160",
                     "XDG_CACHE_HOME": str(tmpdir / "cache")})
    full_env.update(env or {})
    proc = subprocess.run([sys.executable, "-m", "automatch.cli.main", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd, env=full_env, timeout=timeout,
                          stdin=stdin)
    return CliOutcome(proc.returncode, proc.stdout, proc.stderr, tmpdir, marker)


def assert_clean_exit(out: CliOutcome, *, code: int, outputs: tuple = (),
                      message: str | tuple[str, ...] = (), wait_s: float = 3.0) -> None:
    """Every promise of a refused or failed run (see the module docstring)."""
    err = out.stderr.strip()
    assert out.returncode == code, f"exit {out.returncode}, expected {code}; stderr:\n{out.stderr}"
    assert "Traceback" not in out.stderr and "Traceback" not in out.stdout, out.stderr
    assert err.startswith("automatch: error:"), f"stderr does not start with the error: {err[:400]}"
    assert "\n\n" not in err, f"more than one paragraph:\n{err}"
    for m in (message,) if isinstance(message, str) else message:
        assert m in err, f"{m!r} not in:\n{err}"
    for path in outputs:
        assert not Path(path).exists(), f"output {path} was written"
    leftovers = [p.name for p in out.tmpdir.iterdir() if p.name.startswith("automatch-")]
    assert not leftovers, f"temp folders left: {leftovers}"
    deadline = time.monotonic() + wait_s
    while processes_with_marker(out.marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not processes_with_marker(out.marker), "a process of the run is still alive"
