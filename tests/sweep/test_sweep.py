"""automatch.sweep: profiles on a 2-worker LocalCluster, a worker killed mid-sweep,
the content-hash cache (re-run, changed input), error rows, the CLI."""

from __future__ import annotations

import csv
import json
import os
import shutil
import signal
import struct
from collections import Counter
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.sweep.config import load_sweep, parse_sweep
from automatch.sweep.runner import load_result, run_sweep

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[2]
WL = ROOT / "workloads"
GOOD = ("stencil", "hotspot", "spmv")
DEVICES = ["dev-host", "nvidia-h100-sxm5-80gb"]


def _doc(inputs: Path, with_bad: bool = True) -> dict:
    kernels = [{"name": w, "program": str(WL / w / f"{w}.ll"), "kernel": w,
                "input": [{"name": "small", "file": str(inputs / f"{w}.bin")}]} for w in GOOD]
    if with_bad:  # a truncated input: the program exits with status 1
        kernels.append({"name": "lud", "program": str(WL / "lud" / "lud.ll"), "kernel": "lud",
                        "input": {"name": "truncated", "file": str(inputs / "lud-bad.bin")}})
    return {"sweep": {"name": "t", "devices": DEVICES}, "options": {"timeout": 120},
            "kernel": kernels}


def _config(base: Path, with_bad: bool = True):
    return parse_sweep(_doc(base / "inputs", with_bad), base).with_dirs(str(base / "out"))


def _inputs(base: Path) -> None:
    (base / "inputs").mkdir(parents=True)
    for w in GOOD:
        shutil.copy(WL / w / "inputs" / "small.bin", base / "inputs" / f"{w}.bin")
    (base / "inputs" / "lud-bad.bin").write_bytes((WL / "lud/inputs/small.bin").read_bytes()[:20])


def _markers(records: Path) -> Counter:
    return Counter(p.name.split(".")[0] for p in records.glob("*.done")) if records.exists() \
        else Counter()


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


@pytest.fixture(scope="module")
def first(tmp_path_factory, client):
    """One sweep; a worker busy with a profile is killed when the first result arrives."""
    base = tmp_path_factory.mktemp("sweep")
    _inputs(base)
    records = base / "records"
    killed = []
    events = []

    def on_progress(done, total, outcome):
        events.append((done, total, outcome.status))
        if killed or outcome.status == "error" and outcome.key is None:
            return
        busy = [a for a, keys in client.processing().items()
                if any(str(k).startswith("automatch-profile-") for k in keys)]
        if busy:
            pid = client.run(os.getpid, workers=[busy[0]])[busy[0]]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    result = run_sweep(_config(base), client=client, on_progress=on_progress, record_dir=records)
    return base, result, records, killed, events


def test_worker_killed_nothing_lost_nothing_twice(first):
    base, result, records, killed, events = first
    assert killed, "no worker was busy when the first result arrived"
    assert [e[:2] for e in events] == [(i, 4) for i in range(1, 5)], events
    # every kernel x input x device row is there
    got = {(r["kernel"], r["input"], r["device"]) for r in result.rows}
    want = {(w, "small", d) for w in GOOD for d in DEVICES} | {("lud", "truncated", d)
                                                               for d in DEVICES}
    assert got == want and len(result.rows) == len(want)
    ok = [r for r in result.rows if r["kernel"] in GOOD]
    assert all(r["status"] == "ok" and r["time_s"] > 0 and r["rank"] in (1, 2) for r in ok)
    # ("cached" when the kill landed after the profile was saved: the retry finds it)
    assert {o.status for o in result.outcomes if o.kernel in GOOD} <= {"computed", "cached"}, events
    # each profile computed exactly once (a killed task never completed), and cached
    keys = {o.key for o in result.outcomes if o.kernel in GOOD}
    assert _markers(records) == Counter({k: 1 for k in keys}), (events, killed)
    assert {p.stem for p in (base / "out" / "profiles").glob("*.json")} == keys


def test_failing_task_is_an_error_row(first):
    _, result, _, _, _ = first
    bad = [r for r in result.rows if r["kernel"] == "lud"]
    assert len(bad) == 2
    assert all(r["status"] == "error" and "status 1" in r["error"] and r["time_s"] is None
               for r in bad)


def test_table_files(first):
    base, result, _, _, _ = first
    out = base / "out"
    with open(out / "results.csv") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 8
    for col in ("time_s", "gflops", "bottleneck", "rank", "relative_cost", "compute_s",
                "fast_memory_s", "slow_memory_s", "sync_s", "transfer_s", "W", "D", "S", "f_v",
                "profile_key", "partition_fraction"):
        assert col in rows[0]
    doc = json.loads((out / "results.json").read_text())
    assert len(doc["rows"]) == 8 and len(doc["tasks"]) == 4
    assert {t["profile_key"] for t in doc["tasks"]} == {o.key for o in result.outcomes}
    again = load_result(out)
    assert again.rows == result.rows and again.outcomes == result.outcomes
    shares = [r["partition_fraction"] for r in result.rows if r["kernel"] == "stencil"]
    assert sum(shares) == pytest.approx(1.0)


def _copy(first, tmp_path) -> Path:
    base = first[0]
    shutil.copytree(base / "inputs", tmp_path / "inputs")
    shutil.copytree(base / "out" / "profiles", tmp_path / "out" / "profiles")
    return tmp_path


def test_rerun_computes_nothing(first, tmp_path):
    base = _copy(first, tmp_path)
    # no task to submit: no cluster is started (the scheduler address is never contacted)
    result = run_sweep(_config(base, with_bad=False), scheduler="tcp://127.0.0.1:9",
                       record_dir=base / "records")
    assert [o.status for o in result.outcomes] == ["cached"] * 3
    assert not _markers(base / "records")
    cols = ("device", "profile_key", "time_s", "bottleneck", "rank", "W", "D", "S")
    assert [[r[c] for c in cols] for r in result.rows] == \
        [[r[c] for c in cols] for r in first[1].rows if r["kernel"] in GOOD]


def test_changed_input_recomputes_only_it(first, tmp_path, client):
    base = _copy(first, tmp_path)
    f = base / "inputs" / "stencil.bin"
    data = bytearray(f.read_bytes())
    data[-8:] = struct.pack("<d", 0.25)  # the last grid value: still a valid input
    f.write_bytes(bytes(data))
    result = run_sweep(_config(base, with_bad=False), client=client, record_dir=base / "records")
    status = {o.kernel: o.status for o in result.outcomes}
    assert status == {"stencil": "computed", "hotspot": "cached", "spmv": "cached"}
    new_key = next(o.key for o in result.outcomes if o.kernel == "stencil")
    old_key = next(o.key for o in first[1].outcomes if o.kernel == "stencil")
    assert new_key != old_key
    assert _markers(base / "records") == Counter({new_key: 1})


def test_cli_sweep(first, tmp_path):
    from automatch.cli.main import main

    base = _copy(first, tmp_path)
    toml = base / "s.toml"
    lines = ['[sweep]', 'name = "cli"', f'devices = {json.dumps(DEVICES)}', 'cache = "out/profiles"',
             '[options]', 'timeout = 120']
    for w in GOOD:
        lines += ['[[kernel]]', f'name = "{w}"', f'program = "{WL / w / (w + ".ll")}"',
                  f'kernel = "{w}"', '[[kernel.input]]', 'name = "small"',
                  f'file = "inputs/{w}.bin"']
    toml.write_text("\n".join(lines) + "\n")
    assert load_sweep(toml).cache_dir == str(base / "out" / "profiles")
    rc = main(["sweep", str(toml), "-o", str(base / "res"), "--scheduler", "tcp://127.0.0.1:9"])
    assert rc == 0
    with open(base / "res" / "results.csv") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 6 and {r["source"] for r in rows} == {"cached"}


def test_bad_program_and_missing_input_are_error_rows(tmp_path):
    doc = {"sweep": {"devices": ["dev-host"]},
           "kernel": [{"name": "nokernel", "program": str(WL / "stencil/stencil.ll"),
                       "kernel": "no_such_kernel", "input": str(WL / "stencil/inputs/small.bin")},
                      {"name": "noinput", "program": str(WL / "stencil/stencil.ll"),
                       "kernel": "stencil", "input": str(tmp_path / "missing.bin")}]}
    cfg = parse_sweep(doc, tmp_path)
    result = run_sweep(cfg, scheduler="tcp://127.0.0.1:9", write=False)
    assert [r["status"] for r in result.rows] == ["error", "error"]
    assert "no_such_kernel" in result.rows[0]["error"]
    assert "not found" in result.rows[1]["error"]


@pytest.mark.parametrize("doc, words", [
    ({"kernel": [{"program": "a.ll"}]}, "devices"),
    ({"sweep": {"devices": ["dev-host"]}}, "[[kernel]]"),
    ({"sweep": {"devices": ["dev-host"]}, "kernel": [{"kernel": "k"}]}, "program"),
    ({"sweep": {"devices": ["dev-host"]}, "kernel": [{"program": "a.ll", "inptu": "x"}]}, "inptu"),
    ({"sweep": {"devices": ["dev-host"]}, "options": {"sample_rte": 1},
      "kernel": [{"program": "a.ll"}]}, "sample_rte"),
    ({"sweep": {"devices": ["dev-host"]}, "model": {"variant": "x"},
      "kernel": [{"program": "a.ll"}]}, "variant"),
    ({"sweep": {"devices": ["dev-host"]}, "kernel": [{"program": "a.ll"}, {"program": "a.ll"}]},
     "unique"),
])
def test_bad_sweep_files(tmp_path, doc, words):
    with pytest.raises(InputError) as exc:
        parse_sweep(doc, tmp_path)
    assert words in str(exc.value)


def test_example_sweep_file_parses():
    cfg = load_sweep(ROOT / "examples" / "sweeps" / "workloads.toml")
    assert len(cfg.tasks()) >= 3 and len(cfg.devices) >= 2
    for t in cfg.tasks():
        assert all(Path(p).is_file() for p in t.kernel.program) and Path(t.input.file).is_file()


def test_profile_key_covers_what_changes_a_profile():
    from dataclasses import replace

    from automatch.pipeline import AnalysisOptions
    from automatch.sweep.tasks import options_from_dict, options_to_dict, profile_key

    base = AnalysisOptions(kernel="k", input_path="a.bin", line_sizes=(64,))
    key = profile_key("ir", base, "abc")
    assert profile_key("ir", replace(base, input_path="b.bin", timeout_s=5.0,
                                     max_memory_bytes=2**30), "abc") == key
    for changed in (replace(base, line_sizes=(32,)), replace(base, sample_rate=0.1),
                    replace(base, program_args=("1",)), replace(base, kernel="j"),
                    replace(base, count_int_ops=True), replace(base, sync_points=2)):
        assert profile_key("ir", changed, "abc") != key
    assert profile_key("ir2", base, "abc") != key and profile_key("ir", base, "abd") != key
    assert options_from_dict(options_to_dict(base)) == base


def test_unreachable_scheduler_is_an_input_error(first, tmp_path):
    base = _copy(first, tmp_path)
    (base / "out" / "profiles" / next(iter(
        p.name for p in (base / "out" / "profiles").glob("*.json")))).unlink()
    import dask

    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}), \
            pytest.raises(InputError, match="scheduler"):
        run_sweep(_config(base, with_bad=False), scheduler="tcp://127.0.0.1:9", write=False)
