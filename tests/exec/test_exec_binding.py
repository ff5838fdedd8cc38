"""Bare kernels: parameters bound from .npz (by name, by position) or raw bytes (--args)."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from automatch.errors import AutomatchError, InputError
from automatch.exec.inputs.binding import bind_npz, bind_raw
from automatch.exec.supervise.runner import Binding, RunConfig, run_program
from automatch.pipeline import load_program


@pytest.fixture(scope="module")
def stats(exec_fixtures, clang):
    canonical, program = load_program([str(exec_fixtures / "bare_kernel.c")], "stats")
    assert not canonical.has_main
    assert program.function("stats").param_names == ("x", "y", "n")
    return canonical


@pytest.fixture(scope="module")
def total(exec_fixtures, clang):
    canonical, _ = load_program([str(exec_fixtures / "raw_kernel.c")], "total")
    return canonical


def _run(canonical, binding, mode="native"):
    return run_program(RunConfig(ir_text=canonical.text, kernel=canonical.kernel, mode=mode,
                                 binding=binding))


def test_npz_by_parameter_name(stats, tmp_path):
    p = tmp_path / "named.npz"
    # Keys in another order than the parameters: matched by name.
    np.savez(p, n=np.int32(3), y=np.zeros(3), x=np.array([1.0, 2.0, 4.5]))
    res = _run(stats, Binding(kind="npz", path=str(p)))
    assert res.stdout == "n=3 sum=7.5 y0=2\n"
    assert res.region_calls == 1


def test_npz_by_position(stats, tmp_path):
    p = tmp_path / "positional.npz"
    np.savez(p, np.array([3.0, 1.0]), np.zeros(2), np.array(2))  # arr_0, arr_1, arr_2
    res = _run(stats, Binding(kind="npz", path=str(p)), mode="instrumented")
    assert res.stdout == "n=2 sum=4 y0=6\n"
    assert res.events > 0


def test_npz_unnamed_keys_in_file_order(stats, tmp_path):
    p = tmp_path / "order.npz"
    np.savez(p, first=np.array([5.0]), second=np.zeros(1), third=np.array(1))
    assert _run(stats, Binding(kind="npz", path=str(p))).stdout == "n=1 sum=5 y0=10\n"


def test_raw_bytes_with_args(total, tmp_path):
    raw = tmp_path / "x.bin"
    raw.write_bytes(np.array([1.0, 2.0, 3.0, 10.0]).tobytes())
    res = _run(total, Binding(kind="raw", path=str(raw), args="f64[4],i32=4"))
    assert res.stdout == "n=4 total=16 last=10\n"


def test_raw_scalar_read_from_file(total, tmp_path):
    raw = tmp_path / "xn.bin"
    raw.write_bytes(np.array([0.5, 0.25]).tobytes() + np.array([2], dtype=np.int32).tobytes())
    res = _run(total, Binding(kind="raw", path=str(raw), args="f64[2], i32"), mode="instrumented")
    assert res.stdout == "n=2 total=0.75 last=0.25\n"


def test_scalar_given_an_array(stats, tmp_path):
    p = tmp_path / "bad_scalar.npz"
    np.savez(p, x=np.ones(3), y=np.zeros(3), n=np.array([3, 4], dtype=np.int32))
    with pytest.raises(AutomatchError) as info:
        _run(stats, Binding(kind="npz", path=str(p)))
    msg = str(info.value)
    assert info.value.exit_code == 2
    assert "n" in msg and "is a scalar (i32) but the input is an array of shape (2,)" in msg
    assert "Traceback" not in msg


def test_pointer_given_a_scalar(stats, tmp_path):
    p = tmp_path / "bad_pointer.npz"
    np.savez(p, x=np.float64(1.0), y=np.zeros(3), n=np.int32(3))
    with pytest.raises(AutomatchError) as info:
        _run(stats, Binding(kind="npz", path=str(p)))
    assert info.value.exit_code == 2
    assert "x: the parameter is a pointer but the input is a scalar" in str(info.value)


def test_missing_array(stats, tmp_path):
    p = tmp_path / "missing.npz"
    np.savez(p, x=np.ones(3), y=np.zeros(3))
    with pytest.raises(AutomatchError) as info:
        _run(stats, Binding(kind="npz", path=str(p)))
    assert info.value.exit_code == 2
    msg = str(info.value)
    assert "no array for kernel parameter 2 (n)" in msg and "the file has x, y" in msg


def test_bind_npz_errors_are_input_errors(tmp_path):
    # In-process, the binder raises InputError itself.
    p = tmp_path / "m.npz"
    np.savez(p, x=np.ones(2))
    with pytest.raises(InputError, match="no array for kernel parameter 1 \\(n\\)"):
        bind_npz(p, ("ptr", "i32"), ("x", "n"))
    bad = tmp_path / "not.npz"
    bad.write_text("hello")
    with pytest.raises(InputError, match="not a readable .npz file"):
        bind_npz(bad, ("ptr",), ("x",))


def test_bind_raw_values_and_errors(tmp_path):
    raw = tmp_path / "r.bin"
    raw.write_bytes(np.array([7, 8], dtype=np.int16).tobytes())
    bound = bind_raw(raw, "i16[2],f64=2.5,i64=9", ("ptr", "double", "i64"))
    assert ctypes.cast(bound.values[0], ctypes.POINTER(ctypes.c_int16))[1] == 8
    assert bound.values[1].value == 2.5 and bound.values[2].value == 9
    with pytest.raises(InputError, match="describes 1 parameters but the kernel takes 2"):
        bind_raw(raw, "i16[2]", ("ptr", "i32"))
    with pytest.raises(InputError, match="needs 32 bytes at offset 0, but the file has 4 bytes"):
        bind_raw(raw, "f64[4]", ("ptr",))
    with pytest.raises(InputError, match="expected TYPE, TYPE\\[COUNT\\] or TYPE=VALUE"):
        bind_raw(raw, "double[2]", ("ptr",))
