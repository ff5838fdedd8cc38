"""LLVM's command-line tools (opt, llc, llvm-mca) as the compiled-loops analysis runs them.

One place for: finding a tool (``opt-19`` before ``opt``), running it with a timeout
and a one-paragraph error, the tools' versions (part of every cache key), the
content-addressed result cache under ``<cache root>/incore`` (0700, the user's own;
``AUTOMATCH_INCORE_CACHE=off`` passes it by), and llvm-mca's steady-state timing of
code regions.

llvm-mca's cycles per iteration are a slope: the Total Cycles at two iteration counts,
their difference over the counts' difference, which leaves the pipeline's fill out.
mca's own time grows with the instructions it simulates (iterations x region length),
and an instance region (ir/compiled/mca_instances.py) holds hundreds to thousands of
instructions, so a region's counts are scaled to its length: at least
:data:`MCA_SIMULATED_INSTRUCTIONS` simulated at the first count, 100 and 200 for a
loop body of up to 80 instructions, never under 10 and 20. On the corpus's 572 loop
bodies and 24 instance regions (znver5) the slopes so found are within 0.12% of those
at 100 and 200, at a quarter of mca's time on the instance regions. The regions of one
count run in one mca process; the processes of one call run side by side.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

from automatch.errors import InputError

__all__ = ["CACHE_ENV", "MCA_ITERATIONS", "MCA_SIMULATED_INSTRUCTIONS", "TOOL_TIMEOUT_S",
           "cache_dir", "cached", "mca_iterations", "mca_slopes", "run_mca", "run_tool", "tool",
           "tool_versions"]

MCA_ITERATIONS = (100, 200)  # a short loop body's two counts (the largest used)
MCA_MIN_ITERATIONS = 10
MCA_SIMULATED_INSTRUCTIONS = 8000
TOOL_TIMEOUT_S = 600.0
CACHE_ENV = "AUTOMATCH_INCORE_CACHE"
_MCA_REGION = re.compile(r"\[\d+\] Code Region - (\S+)")
_MCA_CYCLES = re.compile(r"Total Cycles:\s+(\d+)")
_MCA_RTHROUGHPUT = re.compile(r"Block RThroughput:\s+([\d.]+)")


def tool(base: str) -> str:
    """The path of LLVM's ``base`` tool, the Debian llvm-19 name first."""
    for name in (f"{base}-19", base):
        found = shutil.which(name)
        if found:
            return found
    raise InputError(
        f"automatch needs LLVM's {base} (e.g. {base}-19, 'apt-get install llvm-19' on Debian) to "
        "time the compiled loops with --incore mca: install it, or leave --incore at 'hand'.")


def run_tool(cmd: list[str], what: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``cmd`` run to completion in its own session (text out, errors replaced);
    InputError naming ``what`` when it cannot start, times out or fails."""
    try:
        proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, errors="replace",
                              timeout=TOOL_TIMEOUT_S, start_new_session=True)
    except subprocess.TimeoutExpired:
        raise InputError(f"{what} did not finish within {TOOL_TIMEOUT_S:.0f} s.") from None
    except OSError as exc:
        raise InputError(f"{what} could not be started: {exc.strerror or exc}.") from None
    if proc.returncode != 0:
        tail = "\n".join(proc.stderr.strip().splitlines()[-8:])
        raise InputError(f"{what} failed (exit {proc.returncode}):\n{tail}")
    return proc


@cache
def tool_versions() -> str:
    """opt's, llc's and llvm-mca's ``--version`` text, side by side (a cache key part)."""
    names = ("opt", "llc", "llvm-mca")
    with ThreadPoolExecutor(len(names)) as pool:
        out = pool.map(lambda t: run_tool([tool(t), "--version"], t).stdout.strip(), names)
    return "|".join(out)


def cache_dir() -> Path:
    """``<cache root>/incore`` (``~/.cache/automatch/incore``): created 0700 and checked
    as every cache of automatch's is (proc/private_dirs.py: the user's own, nobody else
    may write to it)."""
    from automatch.proc.private_dirs import cache_root, private_folder

    root = cache_root()
    return private_folder(root / "incore", root)


def cached(parts: Sequence[str], compute: Callable[[], object],
           load: Callable[[object], object] = lambda d: d,
           dump: Callable[[object], object] = lambda r: r, *, use_cache: bool = True):
    """``compute()`` through the content-addressed cache: the key is the digest of
    ``parts`` and the tools' versions; ``dump`` makes the result JSON, ``load`` reads it
    back. A cache that cannot be read or written is passed by, never an error; the
    environment's ``AUTOMATCH_INCORE_CACHE=off`` turns it off (a first analysis, timed)."""
    if not use_cache or os.environ.get(CACHE_ENV, "").lower() == "off":
        return compute()
    from automatch.proc.private_dirs import own_file

    text = "\0".join((*parts, tool_versions()))
    key = hashlib.sha256(text.encode()).hexdigest()
    try:
        folder = cache_dir()
        hit = folder / f"{key}.json"
        if own_file(hit):
            return load(json.loads(hit.read_text()))
    except (OSError, ValueError, KeyError, TypeError):
        folder = None  # an unusable cache: compute without it
    result = compute()
    if folder is not None:
        try:
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
            with os.fdopen(fd, "w") as fh:
                json.dump(dump(result), fh)
            os.replace(tmp, folder / f"{key}.json")
        except OSError:
            pass
    return result


def run_mca(bodies: list[tuple[str, ...]], mcpu: str, iterations: int) -> list[tuple[int, float]]:
    """(Total Cycles, Block RThroughput) of each body run ``iterations`` times, all in one
    llvm-mca run (a code region each)."""
    if not bodies:
        return []
    text = "".join(f"# LLVM-MCA-BEGIN r{k}\n" + "".join(f"\t{i}\n" for i in body)
                   + f"# LLVM-MCA-END r{k}\n" for k, body in enumerate(bodies))
    proc = run_tool([tool("llvm-mca"), f"-mcpu={mcpu}", f"-iterations={iterations}",
                     "-instruction-info=0", "-resource-pressure=0", "-"],
                    f"llvm-mca -mcpu={mcpu}", stdin=text)
    out: dict[int, tuple[int, float]] = {}
    chunks = _MCA_REGION.split(proc.stdout)
    for name, chunk in zip(chunks[1::2], chunks[2::2], strict=True):
        cycles, rt = _MCA_CYCLES.search(chunk), _MCA_RTHROUGHPUT.search(chunk)
        if cycles and rt:
            out[int(name[1:])] = (int(cycles.group(1)), float(rt.group(1)))
    if len(out) != len(bodies):
        raise InputError(f"llvm-mca -mcpu={mcpu} reported {len(out)} of {len(bodies)} loops.")
    return [out[k] for k in range(len(bodies))]


def mca_iterations(instructions: int) -> int:
    """The first of the two iteration counts (the second is twice it) for a region of
    ``instructions``: the smallest of 10, 20, 50 and 100 that simulates
    :data:`MCA_SIMULATED_INSTRUCTIONS` (100 at most), so that regions of similar length
    share a run."""
    want = math.ceil(MCA_SIMULATED_INSTRUCTIONS / max(instructions, 1))
    for n in (MCA_MIN_ITERATIONS, 20, 50):
        if n >= want:
            return n
    return MCA_ITERATIONS[0]


def _slopes(bodies: list[tuple[str, ...]], mcpu: str) -> list[tuple[float, float]]:
    groups: dict[int, list[int]] = {}
    for k, body in enumerate(bodies):
        groups.setdefault(mca_iterations(len(body)), []).append(k)
    jobs = [(n, ks, m) for n, ks in sorted(groups.items()) for m in (n, 2 * n)]
    with ThreadPoolExecutor(min(len(jobs), os.cpu_count() or 1, 8)) as pool:
        runs = list(pool.map(lambda j: run_mca([bodies[k] for k in j[1]], mcpu, j[2]), jobs))
    out: list[tuple[float, float]] = [(0.0, 0.0)] * len(bodies)
    for (n, ks, _m), first, second in zip(jobs[::2], runs[::2], runs[1::2], strict=True):
        for k, (c0, rt), (c1, _) in zip(ks, first, second, strict=True):
            out[k] = (max((c1 - c0) / n, rt), rt)
    return out


def mca_slopes(bodies: Sequence[tuple[str, ...]], mcpu: str, *,
               use_cache: bool = True) -> list[tuple[float, float]]:
    """(cycles per iteration, Block RThroughput) of each body in llvm-mca's steady state
    for ``mcpu``: the slope between two iteration counts scaled to the body's length
    (:func:`mca_iterations`), at least the throughput bound; cached by content."""
    bodies = [tuple(b) for b in bodies]
    if not bodies:
        return []
    text = "\n\0".join("\n".join(b) for b in bodies)
    return cached(("mca-slopes", "1", mcpu, text), lambda: _slopes(bodies, mcpu),
                  load=lambda d: [(float(c), float(r)) for c, r in d], use_cache=use_cache)
