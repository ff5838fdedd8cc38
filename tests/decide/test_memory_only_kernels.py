"""Issue 40 item 4: kernels with no counted work are predicted and split by their traffic.

A plain copy of N = 2^21 doubles (``copy``) and a threshold whose only floating point
is a comparison (``above``: ``flag[i] = src[i] > t``) run through the real CLI. By hand:
W = 0 (a copy moves data; ``fcmp`` is no flop and the ``zext`` of its result a cast),
D = 0, S = 0, the loop parallel; ``copy`` loads and stores N doubles (8N bytes each
way), ``above`` loads N doubles (8N bytes) and stores N chars (N bytes), and counts N
compares. Before the fix the equal-finish partition's root search overflowed on a
device with no fixed cost ("internal error: OverflowError"), with the shipped
``dev-host`` spec alone or beside a GPU.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "hostile"))
from cli_case import run_cli  # noqa: E402

ROOT = Path(__file__).parents[2]
SOURCE = Path(__file__).parent / "kernels" / "memonly.c"
HOST = ROOT / "archspecs" / "dev-host.toml"
GPU = ROOT / "archspecs" / "nvidia-a100-sxm4-40gb.toml"
N = 1 << 21
pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang"
)


def _line(marker: str) -> int:
    (line,) = [i for i, t in enumerate(SOURCE.read_text().splitlines(), 1) if marker in t]
    return line


@pytest.fixture(scope="module", params=["copy", "above"])
def saved(request, tmp_path_factory):
    kernel = request.param
    out = tmp_path_factory.mktemp(kernel) / "profile.json"
    run = run_cli(["profile", SOURCE, "--kernel", kernel, "--save-profile", out, "-q"])
    assert run.returncode == 0, run.stderr
    doc = json.loads(out.read_text())
    return kernel, out, doc.get("profile", doc)


def test_memory_only_profile_by_hand(saved):
    kernel, _, p = saved
    assert p["flops"]["total"] == 0 and p["depth"] == 0 and p["sync_points"] == 0
    mem = p["memory"]
    assert mem["loads"] == N and mem["stores"] == N and mem["bytes_loaded"] == 8 * N
    assert mem["bytes_stored"] == (8 * N if kernel == "copy" else N)
    assert p["flops"]["compare"] == (0 if kernel == "copy" else N)
    (lp,) = [lp for lp in p["loops"] if lp["line"] == _line(f"memonly:{kernel}")]
    assert lp["kind"] == "parallel"


@pytest.mark.parametrize("specs", [(HOST,), (HOST, GPU)], ids=["dev-host", "dev-host+gpu"])
def test_memory_only_kernel_is_partitioned_by_its_traffic(saved, specs, tmp_path):
    _, path, _ = saved
    plan_path = tmp_path / "plan.json"
    run = run_cli(["partition", path, "--arch", *specs, "--json", plan_path])
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr and "internal error" not in run.stderr
    plan = json.loads(plan_path.read_text())["plan"]
    shares = {s["device"]: s for s in plan["shares"]}
    assert abs(sum(s["fraction"] for s in shares.values()) - 1.0) < 1e-9
    # the traffic takes time on every device: no zero, no infinite prediction
    assert 0 < plan["finish_time_s"] < 1.0 and 0 < plan["best_single_time_s"] < 1.0
    if len(specs) == 2:
        # both devices are bound by moving the data: each takes a real share, and
        # the split finishes before the best device alone
        assert all(0.1 < s["fraction"] < 0.9 for s in shares.values())
        assert plan["finish_time_s"] < plan["best_single_time_s"]


def test_memory_only_kernel_through_analyze(tmp_path):
    out = tmp_path / "result.json"
    run = run_cli(["analyze", SOURCE, "--kernel", "copy", "--arch", HOST, GPU, "--json", out, "-q"])
    assert run.returncode == 0, run.stderr
    doc = json.loads(out.read_text())
    assert doc["profile"]["flops"]["total"] == 0
    assert all(0 < p["time_s"] < 1.0 for p in doc["predictions"])
    # no barrier blamed for a kernel that has none
    assert "0 barriers" not in run.stdout
