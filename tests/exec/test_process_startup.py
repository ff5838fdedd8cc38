"""automatch's own processes: one BLAS thread, compiled bytecode; the program sees the user's environment."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.exec.blas_threads import MARK, VARIABLE, limit_blas_threads, restore_user_env
from automatch.pipeline import AnalysisOptions, profile_program

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

    import automatch.exec.warm as warm
    from automatch.exec import blas_threads

    pyc = Path(importlib.util.cache_from_source(blas_threads.__file__))
    pyc.unlink(missing_ok=True)  # so that only compile_bytecode can write it
    assert warm.compile_bytecode() is True
    assert pyc.exists() and os.path.getmtime(pyc) >= os.path.getmtime(blas_threads.__file__)
    monkeypatch.setattr(warm.os, "access", lambda *_a, **_k: False)  # an installed package
    assert warm.compile_bytecode() is False
