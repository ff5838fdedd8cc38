"""Bind a bare kernel's parameters to input data: an .npz file, or raw bytes with --args.

npz: arrays are matched to parameters by name (the C parameter names from debug info),
else by position (``arr_0``, ``arr_1``... or file order). A 0-d array is a scalar; any
other array is passed as a pointer to a contiguous copy of its data.

raw: ``--args`` lists one item per parameter, in order: ``f64[1000]`` reads an array of
1000 doubles from the file, ``i32`` reads one scalar, ``i32=64`` is a literal. Types:
i8 i16 i32 i64 f32 f64 (u8 u16 u32 u64 also accepted).
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from automatch.errors import InputError

_NP = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
       "u16": np.uint16, "u32": np.uint32, "u64": np.uint64, "f32": np.float32, "f64": np.float64}
_CT = {"i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
       "i64": ctypes.c_int64, "float": ctypes.c_float, "double": ctypes.c_double, "ptr": ctypes.c_void_p}


def ctype_of(llvm_type: str):
    if llvm_type == "void":
        return None
    try:
        return _CT[llvm_type]
    except KeyError:
        raise InputError(f"A kernel parameter or result of LLVM type {llvm_type!r} cannot be bound "
                         "from Python (supported: integers, float, double, pointers).") from None


@dataclass
class BoundArgs:
    """ctypes values for the call, and the arrays they point into (kept alive)."""

    values: list
    arrays: list


def _convert(value: np.ndarray, llvm_type: str, what: str, keep: list):
    if llvm_type == "ptr":
        if value.ndim == 0:
            raise InputError(f"{what}: the parameter is a pointer but the input is a scalar.")
        arr = np.ascontiguousarray(value).copy()
        keep.append(arr)
        return ctypes.c_void_p(arr.ctypes.data)
    if value.ndim != 0 and value.size != 1:
        raise InputError(f"{what}: the parameter is a scalar ({llvm_type}) but the input is an "
                         f"array of shape {value.shape}.")
    scalar = value.reshape(()).item()
    ct = ctype_of(llvm_type)
    return ct(float(scalar) if llvm_type in ("float", "double") else int(scalar))


def bind_npz(path: Path, arg_types: tuple[str, ...], param_names: tuple[str, ...]) -> BoundArgs:
    try:
        data = np.load(path, allow_pickle=False)
    except Exception as exc:  # noqa: BLE001 - any unreadable file is the user's input error
        raise InputError(f"{path}: not a readable .npz file ({exc}).") from None
    keys = list(data.files)
    values, keep = [], []
    for i, t in enumerate(arg_types):
        name = param_names[i] if i < len(param_names) else ""
        if name and name in keys:
            key = name
        elif f"arr_{i}" in keys:
            key = f"arr_{i}"
        elif i < len(keys) and not any(n in keys for n in param_names if n):
            key = keys[i]
        else:
            raise InputError(f"{path}: no array for kernel parameter {i} ({name or 'unnamed'}); "
                             f"the file has {', '.join(keys) or 'no arrays'}.")
        values.append(_convert(data[key], t, f"{path}: {key}", keep))
    return BoundArgs(values=values, arrays=keep)


_ITEM = re.compile(r"^\s*([iuf](?:8|16|32|64))\s*(?:\[(\d+)\])?\s*(?:=\s*(\S+))?\s*$")


def bind_raw(path: Path, spec: str, arg_types: tuple[str, ...]) -> BoundArgs:
    items = [s for s in spec.split(",") if s.strip()]
    if len(items) != len(arg_types):
        raise InputError(f"--args describes {len(items)} parameters but the kernel takes {len(arg_types)}.")
    raw = path.read_bytes()
    off = 0
    values, keep = [], []
    for i, (item, t) in enumerate(zip(items, arg_types, strict=True)):
        m = _ITEM.match(item)
        if not m:
            raise InputError(f"--args item {i + 1} {item!r}: expected TYPE, TYPE[COUNT] or TYPE=VALUE "
                             "with TYPE one of i8 i16 i32 i64 u8 u16 u32 u64 f32 f64.")
        dt = np.dtype(_NP[m.group(1)])
        if m.group(3) is not None:
            arr = np.array(float(m.group(3)) if dt.kind == "f" else int(m.group(3)), dtype=dt)
        else:
            count = int(m.group(2)) if m.group(2) else 1
            need = count * dt.itemsize
            if off + need > len(raw):
                raise InputError(f"{path}: --args item {i + 1} needs {need} bytes at offset {off}, "
                                 f"but the file has {len(raw)} bytes.")
            arr = np.frombuffer(raw, dtype=dt, count=count, offset=off).copy()
            off += need
            if not m.group(2):
                arr = arr.reshape(())
        values.append(_convert(arr, t, f"--args item {i + 1}", keep))
    return BoundArgs(values=values, arrays=keep)
