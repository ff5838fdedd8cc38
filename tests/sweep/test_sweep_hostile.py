"""Sweeps under hostile conditions (issues 11 and 16): bad numbers in the sweep file, an
unwritable output or cache folder (before and during the sweep), corrupt cache entries,
a cancelled task, a killed worker and Ctrl-C on the client: the promises hold (one
paragraph and exit 2 for bad input, no traceback, nothing computed lost, no analysed
program left running, no temp folder left)."""

from __future__ import annotations

import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.sweep.config import parse_sweep
from automatch.sweep.runner import run_sweep
from automatch.sweep.tasks import compute_profile, load_cached, options_to_dict
from tests.hostile.cli_case import (
    NUMBA_CACHE,
    assert_clean_exit,
    processes_with_marker,
    run_cli,
)

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[2]
WL = ROOT / "workloads"
DEVICES = ["dev-host", "nvidia-h100-sxm5-80gb"]
SPIN_C = r"""
#include <stdio.h>
double spin(volatile double *a, long n) {   /* never returns */
  double s = 0;
  for (;;)
    for (long i = 0; i < n; i++) s += a[i];
  return s;
}
int main(void) {
  double a[16];
  for (int i = 0; i < 16; i++) a[i] = i;
  printf("%f\n", spin(a, 16));
  return 0;
}
"""


def _kernel(name: str) -> dict:
    return {"name": name, "program": str(WL / name / f"{name}.ll"), "kernel": name,
            "input": {"name": "small", "file": str(WL / name / "inputs" / "small.bin")}}


def _wait(cond, what: str, limit: float = 240.0):
    """Poll ``cond`` until it is true (a generous deadline, not a timing assertion)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        value = cond()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"gave up waiting for {what}")


def _procs(needle: str, under: Path) -> dict[int, int]:
    """{pid: ppid} of live processes running ``needle`` on a file under ``under``."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if stat[0] != "Z" and needle.encode() in argv and any(a.startswith(str(under).encode())
                                                             for a in argv):
            found[int(entry.name)] = int(stat[1])
    return found


def _gone(pids) -> bool:
    for pid in pids:
        try:
            if (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                return False
        except OSError:
            pass
    return True


def _leftovers(tmp: Path) -> list[str]:
    return sorted(p.name for p in tmp.iterdir()
                  if p.name.startswith(("automatch-run-", "automatch-task-")))


# -- the sweep file's numbers ------------------------------------------------------------
@pytest.mark.parametrize("options, words", [
    ({"timeout": -5}, "timeout = -5"),
    ({"timeout": 0}, "timeout = 0"),
    ({"timeout": math.nan}, "timeout = nan"),
    ({"timeout": math.inf}, "timeout = inf"),
    ({"timeout": True}, "timeout = true"),
    ({"max_memory": -1}, "max_memory = -1"),
    ({"max_memory": math.nan}, "max_memory = nan"),
    ({"sample_rate": 0.0}, "sample_rate = 0.0"),
    ({"sample_rate": 1.5}, "sample_rate = 1.5"),
    ({"sample_rate": math.nan}, "sample_rate = nan"),
    ({"sample_lines": 10}, "sample_lines = 10"),
    ({"sync_points": -1}, "sync_points = -1"),
    ({"sync_points": 2.5}, "sync_points = 2.5"),
    ({"line_sizes": [33]}, "line_sizes"),
    ({"line_sizes": []}, "line_sizes"),
    ({"line_sizes": [64, 64]}, "line_sizes"),
    ({"bins_per_octave": 7}, "bins_per_octave = 7"),
    ({"work": "yes"}, "work = 'yes'"),
    ({"analyses": ["reuse", "nope"]}, "analyses"),
    ({"cflags": [1]}, "cflags"),
])
def test_bad_numbers_in_the_sweep_file_name_the_key(tmp_path, options, words):
    for doc, where in (({"options": options}, "[options]"),
                       ({"kernel_options": options}, "kernel 'stencil' options")):
        k = _kernel("stencil")
        if "kernel_options" in doc:
            k["options"] = options
        full = {"sweep": {"devices": ["dev-host"]}, "options": doc.get("options", {}),
                "kernel": [k]}
        with pytest.raises(InputError) as exc:
            parse_sweep(full, tmp_path)
        assert where in str(exc.value) and words in str(exc.value), str(exc.value)


def test_good_numbers_and_cflags_string_are_accepted(tmp_path):
    doc = {"sweep": {"devices": ["dev-host"]},
           "options": {"timeout": 2.5, "max_memory": 1, "sample_rate": 1.0, "sync_points": 0,
                       "line_sizes": [64], "bins_per_octave": 16, "sample_lines": 64,
                       "cflags": "-O1 -DN='1 2'"},
           "kernel": [_kernel("stencil")]}
    cfg = parse_sweep(doc, tmp_path)
    assert cfg.kernels[0].options["cflags"] == ["-O1", "-DN=1 2"]


def test_workers_below_one_is_an_input_error(tmp_path):
    cfg = parse_sweep({"sweep": {"devices": ["dev-host"]}, "kernel": [_kernel("stencil")]},
                      tmp_path)
    with pytest.raises(InputError, match="workers"):
        run_sweep(cfg, workers=0, write=False)


# -- unwritable folders, through the CLI ---------------------------------------------------
def _toml(path: Path, options: str = "timeout = 120") -> Path:
    path.write_text("\n".join([
        "[sweep]", 'name = "h"', f"devices = {json.dumps(DEVICES)}", "[options]", options,
        "[[kernel]]", 'name = "stencil"', f'program = "{WL / "stencil" / "stencil.ll"}"',
        'kernel = "stencil"', f'input = "{WL / "stencil" / "inputs" / "small.bin"}"']) + "\n")
    return path


def test_cli_refuses_unwritable_cache_or_output_and_bad_numbers(tmp_path):
    toml = _toml(tmp_path / "s.toml")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    out = tmp_path / "out"
    # a file where the cache folder must be: checked before any profile is computed
    case = run_cli(["sweep", toml, "-o", out, "--cache", blocker, "-q"])
    assert_clean_exit(case, code=2, outputs=(out / "results.csv", out / "results.json"),
                      message=("profile cache folder", str(blocker), "--cache"))
    # a cache folder that would have to be created under a file
    case = run_cli(["sweep", toml, "-o", out, "--cache", blocker / "profiles", "-q"])
    assert_clean_exit(case, code=2, outputs=(out / "results.csv",),
                      message=("profile cache folder", "is a file"))
    # an output folder under a file: refused before anything is loaded or run
    case = run_cli(["sweep", toml, "-o", blocker / "out", "--cache", tmp_path / "c", "-q"])
    assert_clean_exit(case, code=2, message=("output folder", "-o"))
    assert not (tmp_path / "c").exists()
    # a negative timeout, named
    case = run_cli(["sweep", _toml(tmp_path / "neg.toml", "timeout = -5"), "-o", out, "-q"])
    assert_clean_exit(case, code=2, outputs=(out / "results.csv",),
                      message=("timeout = -5", "positive"))


def test_cli_hostile_names_reach_the_terminal_as_text(tmp_path):
    """Rich markup and escape sequences in a kernel name or an error are shown, not obeyed."""
    toml = tmp_path / "s.toml"
    toml.write_text('[sweep]\ndevices = ["dev-host"]\n[[kernel]]\n'
                    'name = "[/bad]\\u001b[31mred"\nprogram = "missing[/x].ll"\n')
    for quiet in ([], ["-q"]):
        case = run_cli(["sweep", toml, "-o", tmp_path / "out", *quiet])
        assert case.returncode == 3, case.stderr
        assert "Traceback" not in case.stderr and "\x1b" not in case.stderr, case.stderr
        assert "[/bad]\\x1b[31mred" in case.stderr, case.stderr
    assert (tmp_path / "out" / "results.csv").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_read_only_cache_is_refused_before_the_sweep(tmp_path):  # pragma: no cover - non-root
    cache = tmp_path / "cache"
    cache.mkdir()
    cache.chmod(0o555)
    try:
        cfg = parse_sweep({"sweep": {"devices": ["dev-host"]}, "kernel": [_kernel("stencil")]},
                          tmp_path).with_dirs(str(tmp_path / "out"), str(cache))
        with pytest.raises(InputError, match="not writable"):
            run_sweep(cfg, scheduler="tcp://127.0.0.1:9")
    finally:
        cache.chmod(0o755)


# -- cache entries ---------------------------------------------------------------------------
def test_load_cached_rejects_every_kind_of_corrupt_entry(tmp_path):
    cases = {
        "truncated": '{"format_version": 1, "profile": {"flops": {"tot',
        "garbage": "\x00\x01garbage\n",
        "empty": "",
        "list": "[1, 2, 3]",
        "no-version": '{"profile": {}}',
        "wrong-schema": '{"format_version": 1, "tool_version": "x", "profile": {"depth": "deep"}}',
        "wrong-version": '{"format_version": 99, "profile": {}}',
    }
    for name, text in cases.items():
        p = tmp_path / f"{name}.json"
        p.write_text(text)
        entry = load_cached(p)
        assert entry.exists and entry.profile is None and entry.problem, name
    (tmp_path / "dir.json").mkdir()
    assert load_cached(tmp_path / "dir.json").problem
    assert not load_cached(tmp_path / "missing.json").exists


@pytest.fixture(scope="module")
def worker_tmp(tmp_path_factory):
    return tmp_path_factory.mktemp("worker-tmp")


@pytest.fixture(scope="module")
def client(worker_tmp):
    """Two single-threaded workers whose temp folder (TMPDIR) is private to this module."""
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None,
                                       env={"TMPDIR": str(worker_tmp),
                                            "NUMBA_CACHE_DIR": NUMBA_CACHE})
    c = distributed.Client(cluster)
    assert set(c.run(tempfile.gettempdir).values()) == {str(worker_tmp)}
    yield c
    c.close()
    cluster.close()


@pytest.fixture(scope="module")
def midsweep(tmp_path_factory, client):
    """A sweep whose cache folder is replaced by a file when the first result arrives."""
    base = tmp_path_factory.mktemp("midsweep")
    doc = {"sweep": {"name": "mid", "devices": DEVICES}, "options": {"timeout": 120},
           "kernel": [_kernel("stencil"), _kernel("spmv")]}
    cfg = parse_sweep(doc, base).with_dirs(str(base / "out"), str(base / "cache"))
    swapped = []

    def on_progress(done, total, outcome):
        if not swapped:
            (base / "cache").rename(base / "cache.moved")
            (base / "cache").write_text("the cache folder is gone\n")
            swapped.append(outcome.key)

    result = run_sweep(cfg, client=client, on_progress=on_progress)
    return base, cfg, result, swapped


def test_cache_unwritable_mid_sweep_keeps_every_result(midsweep):
    base, cfg, result, swapped = midsweep
    assert swapped
    assert [o.status for o in result.outcomes] == ["computed", "computed"]
    assert len(result.rows) == 4 and all(r["status"] == "ok" and r["time_s"] > 0
                                         for r in result.rows)
    assert any("could not be saved in the cache" in w for w in result.warnings), result.warnings
    doc = json.loads((base / "out" / "results.json").read_text())
    assert len(doc["rows"]) == 4 and doc["warnings"] == list(result.warnings)


def test_corrupt_cache_entries_are_recomputed_and_replaced(midsweep, tmp_path, client):
    _, cfg, first, _ = midsweep
    cache = tmp_path / "cache"
    cache.mkdir()
    keys = [o.key for o in first.outcomes]
    (cache / f"{keys[0]}.json").write_text('{"format_version": 1, "profile": {"flo')  # truncated
    (cache / f"{keys[1]}.json").write_text(json.dumps(  # valid JSON, wrong schema
        {"format_version": 1, "tool_version": "0", "profile": {"flops": {"total": "many"}}}))
    result = run_sweep(cfg.with_dirs(str(tmp_path / "out"), str(cache)), client=client)
    assert [o.status for o in result.outcomes] == ["computed", "computed"], result.outcomes
    assert result.count("error") == 0
    assert all(r["status"] == "ok" for r in result.rows)
    assert sum("unusable" in w for w in result.warnings) == 2, result.warnings
    for key in keys:  # replaced by valid profiles: the next run takes them from the cache
        assert load_cached(cache / f"{key}.json").profile is not None
    again = run_sweep(cfg.with_dirs(str(tmp_path / "out2"), str(cache)),
                      scheduler="tcp://127.0.0.1:9", write=False)
    assert [o.status for o in again.outcomes] == ["cached", "cached"]


def test_errors_in_evaluation_are_counted_as_failures(midsweep, tmp_path, monkeypatch):
    """A profile the model cannot use is a failed task, not 'from the cache, 0 failed'."""
    import automatch.model.predict as predict_mod

    base, cfg, first, _ = midsweep
    shutil.copytree(base / "cache.moved", tmp_path / "cache")
    cached = [o for o in first.outcomes
              if load_cached(tmp_path / "cache" / f"{o.key}.json").profile is not None]
    assert cached

    def broken(*args, **kwargs):
        raise ValueError("model failure")

    monkeypatch.setattr(predict_mod, "predict", broken)
    cfg2 = cfg.with_dirs(str(tmp_path / "out"), str(tmp_path / "cache"))
    only = parse_sweep({"sweep": {"devices": DEVICES},
                        "kernel": [_kernel(o.kernel) for o in cached]}, tmp_path)
    result = run_sweep(only.with_dirs(cfg2.output_dir, cfg2.cache_dir),
                       scheduler="tcp://127.0.0.1:9", write=False)
    assert result.count("error") == len(cached) and result.count("cached") == 0
    assert all(r["status"] == "error" and "model failure" in r["error"] for r in result.rows)


# -- stopping runs ---------------------------------------------------------------------------
def test_stale_task_folders_of_dead_workers_are_swept(tmp_path):
    from automatch.proc.lifetime import process_start_time as _start_time
    from automatch.sweep.taskproc import sweep_stale_task_dirs

    dead = subprocess.Popen(["true"])
    dead.wait()
    for name, owner in (("automatch-task-dead", f"{dead.pid} 1"),
                        ("automatch-task-reused", f"{os.getpid()} 1"),  # pid reused since
                        ("automatch-task-alive", f"{os.getpid()} {_start_time(os.getpid())}")):
        (tmp_path / name / "automatch-run-x").mkdir(parents=True)
        (tmp_path / name / "owner").write_text(owner + "\n")
    (tmp_path / "automatch-task-unowned").mkdir()
    assert sorted(sweep_stale_task_dirs(tmp_path)) == ["automatch-task-dead",
                                                       "automatch-task-reused"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["automatch-task-alive",
                                                          "automatch-task-unowned"]


def test_cancelled_task_and_killed_worker_stop_their_programs(tmp_path, client, worker_tmp):
    """A killed worker's program dies with it and leaves no folder; so does a cancelled one."""
    from automatch.pipeline import AnalysisOptions

    spin = tmp_path / f"spin_{uuid.uuid4().hex[:8]}.c"
    spin.write_text(SPIN_C)
    opts = options_to_dict(AnalysisOptions(kernel="spin", timeout_s=600))
    fut = client.submit(compute_profile, [str(spin)], opts, str(tmp_path / "cache" / "k.json"),
                        key=f"automatch-profile-spin-{uuid.uuid4().hex}", pure=False)
    runs = _wait(lambda: _procs("automatch.exec.child", worker_tmp), "the analysed program")
    task = _procs("automatch.sweep.taskproc", worker_tmp)
    # the task's program forks (compilers, the run's own child) before each exec: such a
    # child still reads as taskproc for a moment, so count the task programs themselves
    task = {p: pp for p, pp in task.items() if pp not in task}
    assert len(task) == 1
    (task_pid, worker_pid), = task.items()
    task_dir = next(p for p in worker_tmp.iterdir() if p.name.startswith("automatch-task-"))
    os.kill(worker_pid, signal.SIGKILL)
    _wait(lambda: _gone([task_pid, *runs]), "the killed worker's program to die", 60)
    _wait(lambda: not task_dir.exists(), "the killed worker's task folder to go", 60)
    # Dask runs the task again on another worker: cancel it there
    again = _wait(lambda: {p: pp for p, pp in _procs("automatch.exec.child", worker_tmp).items()
                           if p not in runs}, "the task to run again")
    fut.cancel()
    _wait(lambda: _gone(again) and not _procs("automatch.sweep.taskproc", worker_tmp),
          "the cancelled task's program to die", 60)
    _wait(lambda: not _leftovers(worker_tmp), "the temp folders to go", 60)


def test_ctrl_c_on_the_sweep_client(tmp_path):
    """SIGINT to the whole process group (as a terminal's Ctrl-C): exit 130, one line, no
    traceback, no process of the sweep left, no temp folder, finished profiles cached."""
    spin = tmp_path / "spin.c"
    spin.write_text(SPIN_C)
    toml = _toml(tmp_path / "s.toml", "timeout = 600")
    toml.write_text(toml.read_text() + "\n".join([
        "[[kernel]]", 'name = "spin"', 'program = "spin.c"', 'kernel = "spin"']) + "\n")
    marker = uuid.uuid4().hex
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp), "AUTOMATCH_TEST_MARKER": marker,
           "NUMBA_CACHE_DIR": NUMBA_CACHE, "COLUMNS": "160"}
    cache = tmp_path / "out" / "profiles"
    proc = subprocess.Popen([sys.executable, "-m", "automatch.cli.main", "sweep", str(toml),
                             "-o", str(tmp_path / "out"), "--workers", "2"],
                            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        _wait(lambda: list(cache.glob("*.json")), "the stencil profile")
        _wait(lambda: _procs("automatch.exec.child", tmp), "the endless program to run")
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "distributed" not in err, err
    assert "interrupted" in err and str(cache) in err
    _wait(lambda: not processes_with_marker(marker), "every process of the sweep to end", 30)
    assert not _leftovers(tmp)
    assert len(list(cache.glob("*.json"))) == 1 and not (tmp_path / "out" / "results.csv").exists()
