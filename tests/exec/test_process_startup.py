"""automatch's own processes: one BLAS thread, compiled bytecode; the program sees the user's environment."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from automatch.pipeline import AnalysisOptions, profile_program
from automatch.proc.blas_threads import MARK, VARIABLE, limit_blas_threads, restore_user_env

PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    const char *v = getenv("OPENBLAS_NUM_THREADS");
    double s = 0.0;
    for (int i = 0; i < 16; i++)
        s += i * 0.5;
    printf("%s %g\n", v ? v : "unset", s);
    return 0;
}
"""


def test_limit_then_restore_leaves_the_user_setting():
    env = {}
    limit_blas_threads(env)
    assert env == {VARIABLE: "1", MARK: "1"}
    restore_user_env(env)
    assert env == {}
    env = {VARIABLE: "8"}
    limit_blas_threads(env)
    restore_user_env(env)
    assert env == {VARIABLE: "8"}


@pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang")
@pytest.mark.parametrize("user", [None, "3"])
def test_the_program_sees_the_users_environment(user, tmp_path, monkeypatch):
    src = tmp_path / "env.c"
    src.write_text(PROGRAM)
    monkeypatch.delenv(MARK, raising=False)
    if user is None:
        monkeypatch.delenv(VARIABLE, raising=False)
    else:
        monkeypatch.setenv(VARIABLE, user)
    run = profile_program(str(src), AnalysisOptions(analyses=("schedule",)))
    expected = f"{user or 'unset'} 60\n"
    assert run.native_stdout == expected and run.instrumented_stdout == expected


def test_warm_writes_the_packages_bytecode(monkeypatch):
    import importlib.util
    import os

    import automatch.exec.aot.warm as warm
    from automatch.proc import blas_threads

    pyc = Path(importlib.util.cache_from_source(blas_threads.__file__))
    pyc.unlink(missing_ok=True)  # so that only compile_bytecode can write it
    assert warm.compile_bytecode() is True
    assert pyc.exists() and os.path.getmtime(pyc) >= os.path.getmtime(blas_threads.__file__)
    monkeypatch.setattr(warm.os, "access", lambda *_a, **_k: False)  # an installed package
    assert warm.compile_bytecode() is False


def _held_child(tmp_path, native: dict | None):
    """A held instrumented child's choice of code, its go pipe, and its session."""
    from automatch.exec import child
    from automatch.exec.protocol import ChildConfig, NativeTimes, RunFiles

    session = child._Session(ChildConfig(mode="instrumented"), RunFiles(tmp_path))
    r, w = os.pipe()
    if native is not None:
        RunFiles(tmp_path).native.write_text(json.dumps(NativeTimes(**native).to_json()))
    from automatch.exec.jit.tiers import HeldJit

    return HeldJit(session, r), w, session


def test_a_held_child_compiles_lighter_after_a_short_native_program(tmp_path):
    tiers, go, session = _held_child(tmp_path, {"program_s": 0.006, "region_s": 0.0001})
    # the native run still going: the full compile
    assert not tiers.light(0.02, wait=False) and not tiers.fast_codegen(0.5, wait=False)
    assert not session.went
    os.write(go, b"g")
    assert tiers.light(0.02, wait=False) and session.went  # ended: its go byte taken
    assert tiers.fast_codegen(0.5, wait=False)  # (when asked after a pipeline)
    assert [k for k in session.stamps if "short program" in k] == [
        "jit: inline (a short program: no optimisation, fast code generation)",
        "jit: optimise (a short program: fast code generation)"]


def test_lighter_code_in_the_cache_waits_for_the_native_run(tmp_path):
    import threading

    tiers, go, session = _held_child(tmp_path, {"program_s": 0.006, "region_s": 0.0001})
    threading.Timer(0.2, os.write, (go, b"g")).start()  # the native run ends later
    assert tiers.light(0.02, wait=True) and session.went


def test_a_program_short_for_the_code_generator_only_keeps_the_pipeline(tmp_path):
    # 72 x 5 ms of region: slower code costing more than skipping the pipeline after a
    # 20 ms inline pass saves (16 x that), less than fast code generation after a 0.5 s
    # pipeline does (0.58 x)
    tiers, go, session = _held_child(tmp_path, {"program_s": 0.006, "region_s": 0.005})
    os.write(go, b"g")
    assert not tiers.light(0.02, wait=False) and tiers.fast_codegen(0.5, wait=False)


@pytest.mark.parametrize("native", [{"program_s": 0.02, "region_s": 0.01},  # 72 x region
                                    {"program_s": 0.6, "region_s": 0.0001},  # a long rest
                                    None])  # not told
def test_a_held_child_keeps_the_full_compile_otherwise(tmp_path, native):
    tiers, go, session = _held_child(tmp_path, native)
    os.write(go, b"g")
    assert not tiers.light(0.02, wait=False) and not tiers.fast_codegen(0.5, wait=False)
    assert session.went


def test_a_program_with_main_needs_no_numpy_in_the_parent_before_its_runs():
    """numpy's import (0.1 s) would compete with the children's start-up for the cores."""
    import subprocess
    import sys

    code = ("import sys, types\n"
            "from automatch.preflight import bare_kernel_binding\n"
            "canonical = types.SimpleNamespace(has_main=True, kernel='k')\n"
            "opts = types.SimpleNamespace(args_spec='', input_path='in.bin')\n"
            "assert bare_kernel_binding(opts, canonical, None, None) is None\n"
            "assert 'numpy' not in sys.modules, 'numpy imported'\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
