"""Issue 39, the sweep's items: a link planted in a shared cache is replaced, never
written through (4); a worker count past what the machine and tasks allow is capped,
and said (7); the cluster listens on the loopback only, no dashboard unless asked (16);
no ``dask-scratch-space`` left (17); formula cells neutralised in results.csv (21);
bad values of the sweep file refused when the file is read (11, 18)."""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from automatch.fileio import replace_file_bytes
from automatch.sweep.config import parse_sweep
from automatch.sweep.runner import prepare, run_sweep
from automatch.sweep.table import csv_cell, rows_to_csv
from tests.hostile.cli_case import assert_clean_exit, run_cli

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[2]
WL = ROOT / "workloads"
NOBODY = 65534


def _toml(
    path: Path,
    *,
    name: str = "stencil",
    sweep: str = "",
    options: str = "",
    kernel: str = 'kernel = "stencil"',
) -> Path:
    path.write_text(
        "\n".join(
            [
                "[sweep]",
                'devices = ["dev-host"]',
                sweep,
                "[options]",
                options,
                "[[kernel]]",
                f"name = {json.dumps(name)}",
                f'program = "{WL / "stencil" / "stencil.ll"}"',
                kernel,
                f'input = "{WL / "stencil" / "inputs" / "small.bin"}"',
            ]
        )
        + "\n"
    )
    return path


def test_replacing_a_file_replaces_a_link_and_never_writes_through(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's file\n")
    link = tmp_path / "entry.json"
    link.symlink_to(victim)
    replace_file_bytes(link, b"{}\n")
    assert victim.read_text() == "the user's file\n"
    assert not link.is_symlink() and link.read_text() == "{}\n"
    dangling = tmp_path / "other.json"
    dangling.symlink_to(tmp_path / "ghost")
    replace_file_bytes(dangling, b"{}\n")
    assert not (tmp_path / "ghost").exists() and dangling.read_text() == "{}\n"


@pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("setpriv"),
    reason="needs root and setpriv to act as a second user",
)
def test_a_link_planted_in_a_shared_cache_is_replaced_not_followed():
    """Another user links the sweep's cache entry to the sweeping user's file (and a
    second sweep's entry to a path that does not exist): the sweep recomputes the
    profile, the file is untouched, nothing appears at the dangling link's target."""
    world = Path(tempfile.mkdtemp(prefix="am-sweep-sec-"))
    try:
        world.chmod(0o755)
        cache = world / "shared-cache"
        cache.mkdir()
        cache.chmod(0o1777)
        victim = world / "victim.txt"
        victim.write_text("the user's file\n")
        toml = _toml(world / "s.toml", sweep=f'cache = "{cache}"')
        ghost_toml = _toml(world / "g.toml", sweep=f'cache = "{cache}"', options="sync_points = 7")
        ghost = world / "ghost.json"
        entries = []
        for path, target in ((toml, victim), (ghost_toml, ghost)):
            config = parse_sweep(__import__("tomllib").loads(path.read_text()), world)
            (prep,) = prepare(config)
            entry = cache / f"{prep.key}.json"
            subprocess.run(
                [
                    "setpriv",
                    f"--reuid={NOBODY}",
                    f"--regid={NOBODY}",
                    "--clear-groups",
                    "ln",
                    "-s",
                    str(target),
                    str(entry),
                ],
                check=True,
            )
            assert entry.is_symlink() and entry.lstat().st_uid == NOBODY
            entries.append(entry)
        for path in (toml, ghost_toml):
            out = run_cli(["sweep", path, "-o", world / f"out-{path.stem}", "-q"], timeout=600)
            assert out.returncode == 0, out.stderr
            assert "symbolic link" in out.stderr, out.stderr  # the entry was not used
        assert victim.read_text() == "the user's file\n"
        assert not ghost.exists()
        for entry in entries:
            assert not entry.is_symlink() and entry.stat().st_uid == 0
            assert json.loads(entry.read_text())["format_version"]
    finally:
        shutil.rmtree(world, ignore_errors=True)


def test_a_huge_worker_count_is_capped_and_the_sweep_leaves_nothing_behind(tmp_path):
    """--workers 100000 on a one-task sweep runs one worker and says so; no
    dask-scratch-space in the working folder, no temporary folder left; a kernel named
    like a formula reaches results.csv neutralised (the JSON keeps the name)."""
    work = tmp_path / "work"
    work.mkdir()
    toml = _toml(tmp_path / "s.toml", name='=HYPERLINK("http://x","y")')
    out_dir = tmp_path / "out"
    out = run_cli(
        ["sweep", toml, "-o", out_dir, "--workers", "100000", "-q"], cwd=work, timeout=600
    )
    assert out.returncode == 0, out.stderr
    assert "--workers 100000 was capped at 1" in out.stderr, out.stderr
    assert not list(work.iterdir()), list(work.iterdir())  # no dask-scratch-space
    assert not [p for p in out.tmpdir.iterdir() if p.name.startswith(("automatch-", "dask"))]
    with open(out_dir / "results.csv", newline="") as fh:
        (row,) = list(csv.DictReader(fh))
    assert row["kernel"] == '\'=HYPERLINK("http://x","y")'
    doc = json.loads((out_dir / "results.json").read_text())
    assert doc["rows"][0]["kernel"] == '=HYPERLINK("http://x","y")'


def test_every_formula_start_is_neutralised_and_numbers_are_not():
    for text in ("=1+2", "+1", "-1+cmd", "@SUM(A1)", "\tx", "\rx"):
        assert csv_cell(text) == "'" + text
    assert csv_cell(-1.5) == -1.5 and csv_cell("gemm") == "gemm"
    table = rows_to_csv([{"kernel": "@x", "time_s": -0.0}])
    assert "'@x" in table


def _listening(pids: set[int]) -> set[tuple[str, int]]:
    import psutil

    out = set()
    for pid in pids:
        try:
            conns = psutil.Process(pid).net_connections(kind="inet")
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
        out |= {(c.laddr.ip, c.laddr.port) for c in conns if c.status == psutil.CONN_LISTEN}
    return out


def test_the_local_cluster_listens_on_the_loopback_only(tmp_path):
    """Item 16: every socket the sweep's cluster listens on (scheduler, its HTTP server,
    the workers) is on 127.0.0.1; without --dashboard there is none on all interfaces."""
    import psutil

    me = psutil.Process()
    before = _listening({me.pid})
    seen: set[tuple[str, int]] = set()

    def on_progress(done, total, outcome):
        pids = {me.pid} | {c.pid for c in me.children(recursive=True)}
        seen.update(_listening(pids) - before)

    config = parse_sweep(
        __import__("tomllib").loads(_toml(tmp_path / "s.toml").read_text()), tmp_path
    ).with_dirs(str(tmp_path / "out"))
    result = run_sweep(config, workers=1, on_progress=on_progress, write=False)
    assert result.count("computed") == 1
    assert seen, "no listening socket seen while the cluster ran"
    assert {ip for ip, _ in seen} == {"127.0.0.1"}, seen


@pytest.mark.parametrize(
    "line, message",
    [
        ("output = 5", "output = 5"),
        ("cache = 5", "cache = 5"),
        ("max_memory = 1e30", "max_memory"),
        ("max_memory = 1e-12", "max_memory"),
        ("sync_points = 9223372036854775807", "sync_points"),
        ("kernel = 5", "kernel = 5"),
        ('kernel = "a,,b"', "empty function name"),
        ("timeout = 1e300", "timeout"),
    ],
)
def test_bad_values_are_refused_when_the_file_is_read(tmp_path, line, message):
    key = line.split(" =")[0]
    if key in ("output", "cache"):
        toml = _toml(tmp_path / "s.toml", sweep=line)
    elif key == "kernel":
        toml = _toml(tmp_path / "s.toml", kernel=line)
    else:
        toml = _toml(tmp_path / "s.toml", options=line)
    out = run_cli(["sweep", toml, "-o", tmp_path / "out", "-q"])
    assert_clean_exit(out, code=2, outputs=(tmp_path / "out",), message=(message, "s.toml"))


def test_an_unusable_numba_cache_is_refused_before_any_task(tmp_path):
    """Item 11: NUMBA_CACHE_DIR=/dev/null is one paragraph naming it (exit 2), not an
    error row per task."""
    toml = _toml(tmp_path / "s.toml")
    out = run_cli(
        ["sweep", toml, "-o", tmp_path / "out", "-q"], env={"NUMBA_CACHE_DIR": "/dev/null"}
    )
    assert_clean_exit(
        out,
        code=2,
        outputs=(tmp_path / "out" / "results.csv",),
        message=("/dev/null", "not a folder"),
    )
