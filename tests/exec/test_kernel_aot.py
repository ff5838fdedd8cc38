"""The analyses' kernels run from ahead-of-time objects (exec/aot/build.py, built by
``automatch warm``) give exactly numba's results, without numba in the child.

* ``warm`` builds objects for the kernels the children call from Python (the replay,
  both reuse kernels, the access decoder, the stack's maintenance kernels);
* a profile made with them equals, field for field, one made with numba
  (``AUTOMATCH_KERNELS=numba``), in exact and in fixed-size sampled mode (which evicts
  lines), and the child says which code it ran (``--timings``);
* a call whose arguments have no object (a strided view) runs numba, with the same
  result; objects built for another CPU are not loaded;
* the ELF reader lists an object's imports (which MCJIT would otherwise bind to 0).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from automatch.analyses.kernel_modules import KERNELS
from automatch.exec.aot import build as kernel_aot
from automatch.exec.aot.cache import numba_cache_dir
from automatch.exec.aot.load import load_aot
from automatch.warmup import WARM_PROGRAM, warm

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def warmed() -> str:
    """The numba cache folder, warmed: its objects built (what ``make install`` does)."""
    warm()
    return numba_cache_dir(KERNELS.sources)


def test_warm_builds_objects_for_the_hot_kernels(warmed):
    table = load_aot(warmed)
    assert table, "warm built no loadable objects"
    for name in ("automatch.analyses.schedule.replay_kernel:replay",
                 "automatch.analyses.reuse.kernels:consume_direct",
                 "automatch.analyses.consumers:decode_accesses",
                 "automatch.analyses.reuse.maintenance:compact_kernel",
                 "automatch.exec.pagemap:first_touch_stores"):
        assert name in table, name
    index = json.loads((Path(warmed) / "aot" / "index.json").read_text())
    replay = next(e for e in index["entries"] if e["kernel"].endswith(":replay"))
    assert replay["n_results"] == 2 and replay["tuple_result"]  # (status, position)
    assert replay["imports"] and all(isinstance(n, str) and n for n in replay["imports"])
    assert index["target"]["cpu"] and len(index["entries"]) == sum(len(v) for v in table.values())


def _profile(tmp_path: Path, tag: str, engine: str | None, *extra: str) -> tuple[dict, str]:
    src = tmp_path / "warm.c"
    src.write_text(WARM_PROGRAM)
    out = tmp_path / f"{tag}.json"
    env = {**os.environ, "NUMBA_CACHE_DIR": numba_cache_dir(KERNELS.sources)}
    env.pop(kernel_aot.ENGINE_ENV, None)
    if engine:
        env[kernel_aot.ENGINE_ENV] = engine
    r = subprocess.run([sys.executable, "-m", "automatch.cli.main", "analyze", str(src), "--kernel",
                        "kernel", "-q", "--timings", "--save-profile", str(out), *extra],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)
    assert r.returncode == 0, r.stderr
    return json.loads(out.read_text()), r.stderr


def _comparable(doc: dict) -> dict:
    p = dict(doc.get("profile", doc))
    for key in ("analysis_time_s", "native_time_s", "extra"):
        p.pop(key, None)
    return p


def test_objects_give_numbas_profile(warmed, tmp_path):
    aot, aot_err = _profile(tmp_path, "aot", None)
    ref, ref_err = _profile(tmp_path, "numba", "numba")
    assert "kernel code: ahead-of-time objects" in aot_err
    assert "kernel code: numba" in ref_err
    assert _comparable(aot) == _comparable(ref)


@pytest.mark.parametrize("options", [{}, {"sample_lines": 2048}, {"sample_rate": 0.05}],
                         ids=["exact", "fixed-size", "fixed-rate"])
def test_objects_give_numbas_reuse_histograms(warmed, options):
    """The stack's growth, compaction, directory rehash and (fixed-size SHARDS) eviction
    kernels, on a synthetic trace (sampled profiles of a real program depend on its
    addresses, which ASLR moves from run to run)."""
    from automatch.analyses.reuse.stack_distance import ReuseAnalyzer
    from automatch.exec.aot import kernels as kernel_jit

    calls: Counter = Counter()
    table = {name: {spec: _Counted(entry, name, calls) for spec, entry in by_spec.items()}
             for name, by_spec in load_aot(warmed).items()}
    results = []
    for use in (True, False):
        kernel_jit.install_aot(table if use else {})
        try:
            rng = np.random.default_rng(7)
            a = ReuseAnalyzer(line_sizes=(32, 64), **options)
            for _ in range(12):
                hot = rng.integers(0, 1 << 10, 30000)
                cold = rng.integers(0, 1 << 18, 30000)
                lines = np.where(rng.random(30000) < 0.7, hot, cold).astype(np.uint64)
                a.consume(lines * np.uint64(64), np.full(30000, 8, np.uint8), 30000)
            results.append(a.result())
        finally:
            kernel_jit.install_aot({})
    assert results[0] == results[1]
    ran = {name.split(":")[1] for name in calls}
    assert {"consume_direct", "compact_kernel", "rehash_dir"} <= ran, ran
    if "sample_lines" in options:
        assert {"live_hashes", "evict_lines"} <= ran, ran


class _Counted:
    """An AotEntry that counts its calls."""

    def __init__(self, entry, name: str, calls: Counter):
        self.entry, self.name, self.calls = entry, name, calls

    def __call__(self, args):
        self.calls[self.name] += 1
        return self.entry(args)


def test_a_call_without_an_object_runs_numba(warmed):
    from automatch.analyses.consumers import decode_accesses
    from automatch.exec.aot import kernels as kernel_jit
    from automatch.exec.events import STORE_BIT

    table = load_aot(warmed)
    words = np.array([64, 128, 64 | STORE_BIT, 4096], np.int64)
    strided = np.zeros(16, np.uint64)[::2]  # not contiguous: no object takes it
    assert kernel_jit.arg_spec((words, 0, strided)) is None
    outs = []
    for use in (False, True):
        kernel_jit.install_aot(table if use else {})
        try:
            addrs, sizes, counts = np.zeros(8, np.uint64), np.zeros(8, np.uint8), np.zeros(4, np.int64)
            res = decode_accesses(words, 0, addrs, sizes, counts)
            view = np.zeros(16, np.uint64)[::2]
            res2 = decode_accesses(words, 0, view, np.zeros(8, np.uint8), np.zeros(4, np.int64))
            outs.append((res, addrs.tolist(), sizes.tolist(), counts.tolist(), res2, view.tolist()))
        finally:
            kernel_jit.install_aot({})
    assert outs[0] == outs[1]
    assert outs[0][0] == (4, 4)


def test_objects_of_another_cpu_are_not_loaded(warmed, tmp_path):
    copy = tmp_path / "cache"
    shutil.copytree(Path(warmed) / "aot", copy / "aot")
    index = json.loads((copy / "aot" / "index.json").read_text())
    index["target"]["cpu"] = "some-other-cpu"
    (copy / "aot" / "index.json").write_text(json.dumps(index))
    assert load_aot(copy) is None
    assert load_aot(tmp_path / "nothing-here") is None


def test_a_damaged_object_is_not_loaded(warmed, tmp_path):
    """LLVM ends the process on a malformed object: a truncated one (a full disk) must be
    refused by its checksum, before LLVM sees it."""
    copy = tmp_path / "cache"
    shutil.copytree(Path(warmed) / "aot", copy / "aot")
    assert load_aot(copy)
    index = json.loads((copy / "aot" / "index.json").read_text())
    obj = copy / "aot" / index["entries"][-1]["object"]
    obj.write_bytes(obj.read_bytes()[: 3000])
    code = f"from automatch.exec.aot.load import load_aot; print(load_aot({str(copy)!r}))"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "None", (r.returncode, r.stderr[-500:])


def test_elf_imports_are_the_undefined_symbols(warmed):
    index = json.loads((Path(warmed) / "aot" / "index.json").read_text())
    e = index["entries"][0]
    data = (Path(warmed) / "aot" / e["object"]).read_bytes()
    names = kernel_aot.undefined_symbols(data)
    assert names == e["imports"]
    assert e["symbol"] not in names  # defined, not imported
    if shutil.which("nm"):
        nm = subprocess.run(["nm", "-u", str(Path(warmed) / "aot" / e["object"])],
                            capture_output=True, text=True, check=True).stdout
        assert sorted(line.split()[-1] for line in nm.splitlines() if line.strip()) == names
    with pytest.raises(ValueError):
        kernel_aot.undefined_symbols(b"not an object")


def test_warm_command_says_how_many_objects_it_built(warmed, capsys):
    from automatch.cli.main import main

    assert main(["warm"]) == 0
    out = capsys.readouterr().out
    table = load_aot(warmed)
    n = sum(len(v) for v in table.values())
    assert f"{n} ahead-of-time kernel objects for {len(table)} kernels" in out
    assert n >= 5
