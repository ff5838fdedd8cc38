"""Issue 40 item 6: a loop sequential only through one stale scalar is named in the
advice, with what it would be with the scalar private.

``kernels/stale_scalar.c`` has Rodinia hotspot's habit: a 32 x 32 grid in 8 x 8 chunks
(16 chunks, 12 on the border), ``delta`` declared before the chunk loop and assigned
only on the grid's edge cells, so the interior cells of the border chunks store the
previous cell's value. main calls the kernel 4 times. By hand, per call: the 124 edge
cells do 5 flops (``80 - t``, the fmuladd with ``Rz_1``, ``Cap_1 *``, ``temp +``), the
644 other cells of border chunks 1 (``temp + delta``), the 256 cells of the 4 interior
chunks 15 (3 + 2 + 3 + 2 + 1 + 2 + 1 + 1): W = 4 x (620 + 644 + 3 840) = 20 416. The
chunk loop carries ``delta`` and nothing through memory: it is sequential, and each
interior chunk's row loop is a parallel phase inside it: S = 4 calls x 4 chunks = 16.
With ``delta`` private the chunk loop is parallel, its phases run inside it, and the
only synchronisation is the fork/join of each call: S = 0.
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
SOURCE = Path(__file__).parent / "kernels" / "stale_scalar.c"
HOST = ROOT / "archspecs" / "dev-host.toml"
GPU = ROOT / "archspecs" / "nvidia-a100-sxm4-40gb.toml"
pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang"
)


def _line(marker: str) -> int:
    (line,) = [i for i, t in enumerate(SOURCE.read_text().splitlines(), 1) if marker in t]
    return line


def test_stale_scalar_is_named_with_the_private_version(tmp_path):
    out = tmp_path / "result.json"
    run = run_cli(
        ["analyze", SOURCE, "--kernel", "single_iteration", "--arch", HOST, GPU, "--json", out],
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    p = json.loads(out.read_text())["profile"]
    assert p["flops"]["total"] == 20_416 and p["sync_points"] == 16
    chunk = next(lp for lp in p["loops"] if lp["line"] == _line("stale:chunk-loop"))
    assert chunk["kind"] == "sequential" and chunk["carried_raw"] == 0
    assert chunk["recurrence_names"] == ["delta"]
    assert chunk["recurrence_lines"] == [_line("stale:use")]
    interior = next(lp for lp in p["loops"] if lp["line"] == _line("stale:interior-loop"))
    assert interior["kind"] == "parallel" and interior["sync_points"] == 16
    (alt,) = p["extra"]["private_scalars"]
    assert alt["name"] == "delta" and alt["loop_line"] == chunk["line"]
    assert alt["kind"] == "parallel" and alt["sync_points"] == 0
    # the advice says it, with the line, the kind, S and a time on every device
    text = " ".join(run.stdout.replace("│", " ").split())
    assert (
        f"The loop at line {chunk['line']} of single_iteration() is sequential only "
        f"through the scalar 'delta' (line {_line('stale:use')})"
    ) in text, text
    assert "the loop is parallel with S = 0 instead of 16" in text
    assert (
        "predicted dev-host" in text and "nvidia-a100-sxm4-40gb" in text.split("private(delta)")[-1]
    )


def test_no_private_scalar_note_for_a_memory_dependence(tmp_path):
    """A loop that is sequential through memory (the time loop of a stencil) is no
    such loop: nothing is said."""
    src = ROOT / "tests" / "analyses" / "kernels" / "stencil2d.c"
    out = tmp_path / "result.json"
    run = run_cli(
        ["analyze", src, "--kernel", "stencil2d", "--arch", HOST, "--json", out], cwd=tmp_path
    )
    assert run.returncode == 0, run.stderr
    assert "private_scalars" not in json.loads(out.read_text())["profile"]["extra"]
    assert "sequential only through the scalar" not in run.stdout
