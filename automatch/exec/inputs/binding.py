"""Bind a bare kernel's parameters to input data: an .npz file, or raw bytes with --args.

npz: arrays are matched to parameters by name (the C parameter names from debug info),
else by position (``arr_0``, ``arr_1``... or file order). A 0-d (or one-element) array
is a scalar; any other array is passed as a pointer to a contiguous copy of its data.

raw: ``--args`` lists one item per parameter, in order: ``f64[1000]`` reads an array of
1000 doubles from the file, ``i32`` reads one scalar, ``i32=64`` is a literal. Types:
i8 i16 i32 i64 f32 f64 (u8 u16 u32 u64 also accepted).

Binding is checked completely in the parent before anything runs (:func:`plan_input`
before compiling, :func:`check_binding` once the kernel's parameters are known): the
layout of the input is read without its data (.npy headers through ``numpy.lib.format``,
so no pickle is ever loaded and a header declaring 2^40 elements costs nothing),
literals are parsed, scalars are range-checked against the parameter's C type, array
dtypes against the pointee type from the debug info, and the sizes against the file
and ``--max-memory``. Every refusal is one :class:`InputError` paragraph naming the
parameter. The child then runs the same checks again (cheap) and :func:`bind_inputs`
loads each array straight into memory that ends against a guard page (exec.guard), so
a kernel reading past an input is stopped and the parameter named.
"""

from __future__ import annotations

import ctypes
import math
import os
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from automatch.errors import InputError
from automatch.exec.faults.guard import GuardedArray, allocate, watch_overruns
from automatch.exec.inputs.params import UNKNOWN, CType, kernel_c_types

_NP = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
       "u16": np.uint16, "u32": np.uint32, "u64": np.uint64, "f32": np.float32, "f64": np.float64}
_CT = {"i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
       "i64": ctypes.c_int64, "float": ctypes.c_float, "double": ctypes.c_double, "ptr": ctypes.c_void_p}
_INT_BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
_CHUNK = 16 << 20
_KIND_WORDS = {"c": "complex numbers", "U": "strings", "S": "byte strings", "O": "Python objects",
               "V": "structured records", "M": "dates", "m": "time deltas"}


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
    """ctypes values for the call, and the memory they point into (kept alive)."""

    values: list
    arrays: list


@dataclass(frozen=True)
class Param:
    """One kernel parameter: its IR type, and its C type when the debug info tells."""

    index: int
    ir_type: str
    name: str = ""
    c: CType = UNKNOWN

    @property
    def label(self) -> str:
        return f"parameter {self.index + 1} ({self.name})" if self.name else f"parameter {self.index + 1}"


def kernel_params(kernel_fn, ir_text: str = "") -> tuple[Param, ...]:
    """The Params of a Program Function (C types read from ``ir_text``'s debug info)."""
    n = len(kernel_fn.arg_types)
    ctypes_ = kernel_c_types(ir_text, kernel_fn.name, n) if ir_text else (UNKNOWN,) * n
    names = tuple(kernel_fn.param_names) + ("",) * n
    return tuple(Param(i, t, names[i], ctypes_[i]) for i, t in enumerate(kernel_fn.arg_types))


@dataclass(frozen=True)
class Item:
    """One value of the input, described without its data (scalars carry their value)."""

    key: str  # npz array name, or "item N" of --args
    where: str  # how messages name it
    dtype: np.dtype
    shape: tuple[int, ...]
    value: object = None  # the scalar (size 1), as a Python number
    offset: int = -1  # raw: byte offset in the file
    fortran: bool = False

    @property
    def count(self) -> int:
        return math.prod(self.shape)

    @property
    def nbytes(self) -> int:
        return self.count * self.dtype.itemsize


@dataclass(frozen=True)
class InputPlan:
    kind: str  # "npz" | "raw"
    path: Path
    items: tuple[Item, ...]
    literal: tuple[bool, ...] = field(default=())  # raw: item i is a TYPE=VALUE literal


# ---- reading the input's layout (no array data) ---------------------------------------

def _open_checked(path: Path, what: str):
    if path.is_dir():
        raise InputError(f"{path}: the {what} is a directory, not a file.")
    if not path.exists():
        raise InputError(f"Input file not found: {path}")
    if not path.is_file():
        raise InputError(f"{path}: the {what} is not a regular file (a device, FIFO or socket).")
    try:
        return open(path, "rb")  # noqa: SIM115 - returned to the caller, who closes it
    except OSError as exc:
        raise InputError(f"{path}: the {what} cannot be read ({exc.strerror}).") from None


_ITEM = re.compile(r"^\s*([iuf](?:8|16|32|64))\s*(?:\[(\d+)\])?\s*(?:=\s*(\S+))?\s*$")


def _literal(text: str, dt: np.dtype, where: str):
    if dt.kind == "f":
        try:
            value = float(text)
        except ValueError:
            raise InputError(f"{where}: {text!r} is not a number.") from None
        if dt.itemsize == 4 and math.isfinite(value) and abs(value) > float(np.finfo(np.float32).max):
            raise InputError(f"{where}: {text} is out of the range of f32 (about 3.4e38).")
        return value
    try:
        value = int(text, 10) if text.lstrip("+-").isdigit() else int(text, 0)
    except ValueError:
        raise InputError(f"{where}: {text!r} is not an integer literal (write 1000, not 1e3 or 1000.0)."
                         ) from None
    info = np.iinfo(dt)
    if not info.min <= value <= info.max:
        raise InputError(f"{where}: {value} is out of the range of {dt.name} ({info.min} to {info.max}).")
    return value


def plan_raw(path: Path, spec: str, n_params: int | None = None) -> InputPlan:
    """The items of a raw input described by ``--args`` (literals parsed, sizes checked)."""
    path = Path(path)
    items_text = [s for s in spec.split(",") if s.strip()]
    if n_params is not None and len(items_text) != n_params:
        raise InputError(f"--args describes {len(items_text)} parameters but the kernel takes {n_params}.")
    parsed = []
    for i, text in enumerate(items_text):
        where = f"--args item {i + 1} {text.strip()!r} (the kernel's parameter {i + 1})"
        m = _ITEM.match(text)
        if not m:
            raise InputError(f"{where}: expected TYPE, TYPE[COUNT] or TYPE=VALUE "
                             "with TYPE one of i8 i16 i32 i64 u8 u16 u32 u64 f32 f64.")
        dt = np.dtype(_NP[m.group(1)])
        if m.group(2) is not None and m.group(3) is not None:
            raise InputError(f"{where}: an array item cannot have a literal value.")
        parsed.append((where, dt, m))
    with _open_checked(path, "raw input") as f:
        size = os.fstat(f.fileno()).st_size
        off, items, literal = 0, [], []
        for i, (where, dt, m) in enumerate(parsed):
            if m.group(3) is not None:
                items.append(Item(f"item {i + 1}", where, dt, (), value=_literal(m.group(3), dt, where)))
                literal.append(True)
                continue
            shape = (int(m.group(2)),) if m.group(2) else ()
            need = math.prod(shape) * dt.itemsize
            if off + need > size:
                raise InputError(f"{path}: --args item {i + 1} needs {need} bytes at offset {off}, "
                                 f"but the file has {size} bytes.")
            value = None
            if not shape:
                f.seek(off)
                value = np.frombuffer(f.read(dt.itemsize), dtype=dt)[0].item()
            items.append(Item(f"item {i + 1}", where, dt, shape, value=value, offset=off))
            literal.append(False)
            off += need
    return InputPlan("raw", path, tuple(items), tuple(literal))


def _npy_header(f, where: str) -> tuple[tuple[int, ...], bool, np.dtype]:
    fmt = np.lib.format
    try:
        version = fmt.read_magic(f)
        if version == (1, 0):
            return fmt.read_array_header_1_0(f)
        if version == (2, 0):
            return fmt.read_array_header_2_0(f)
    except Exception as exc:  # noqa: BLE001 - any bad header is the user's input error
        raise InputError(f"{where}: not a readable .npy array ({exc}).") from None
    raise InputError(f"{where}: .npy format version {version} is not supported (1.0 and 2.0 are).")


def _check_dtype(dt: np.dtype, where: str) -> None:
    if dt.hasobject or dt.kind not in "biuf" or (dt.kind == "f" and dt.itemsize == 2):
        words = _KIND_WORDS.get(dt.kind, "16-bit floats" if dt.kind == "f" else f"{dt} values")
        raise InputError(f"{where}: the array holds {words} ({dt}), which a C kernel parameter "
                         "cannot take; store plain numbers (float64, float32, int32, uint8...).")


def plan_npz(path: Path) -> InputPlan:
    """The arrays of an .npz file from their headers (pickle never loaded, data not read)."""
    path = Path(path)
    with _open_checked(path, "input"):
        pass
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(f"{path}: not a readable .npz file ({exc}).") from None
    items = []
    with zf:
        for info in zf.infolist():
            key = info.filename[:-4] if info.filename.endswith(".npy") else info.filename
            where = f"{path}: {key}"
            try:
                with zf.open(info) as f:
                    shape, fortran, dt = _npy_header(f, where)
                    header = f.tell()
                    _check_dtype(dt, where)
                    need = math.prod(shape) * dt.itemsize
                    if header + need > info.file_size:
                        raise InputError(
                            f"{where}: the header declares {math.prod(shape):,} {dt} elements "
                            f"({need:,} bytes) but the file holds only {max(info.file_size - header, 0):,} "
                            "bytes of data: the file is truncated or corrupt.")
                    value = None
                    if math.prod(shape) == 1:
                        value = np.frombuffer(f.read(dt.itemsize), dtype=dt)[0].item()
            except (zipfile.BadZipFile, OSError, EOFError, ValueError, NotImplementedError) as exc:
                raise InputError(f"{where}: not a readable .npz member ({exc}).") from None
            items.append(Item(key, where, dt, tuple(shape), value=value, fortran=bool(fortran)))
    return InputPlan("npz", path, tuple(items))


def plan_input(kind: str, path: str | Path, args_spec: str = "", n_params: int | None = None) -> InputPlan:
    """Read and check an input's layout: ``kind`` "npz" or "raw" (with ``args_spec``)."""
    return plan_raw(Path(path), args_spec, n_params) if kind == "raw" else plan_npz(Path(path))


# ---- matching the input to the kernel's parameters ------------------------------------

def _match(plan: InputPlan, params: tuple[Param, ...]) -> list[tuple[Param, Item]]:
    if plan.kind == "raw":
        if len(plan.items) != len(params):
            raise InputError(f"--args describes {len(plan.items)} parameters but the kernel "
                             f"takes {len(params)}.")
        return list(zip(params, plan.items, strict=True))
    by_key = {it.key: it for it in plan.items}
    keys = list(by_key)
    names = [p.name for p in params if p.name]
    pairs = []
    for p in params:
        if p.name and p.name in by_key:
            key = p.name
        elif f"arr_{p.index}" in by_key:
            key = f"arr_{p.index}"
        elif p.index < len(keys) and not any(n in by_key for n in names):
            key = keys[p.index]
        else:
            raise InputError(f"{plan.path}: no array for kernel parameter {p.index} ({p.name or 'unnamed'}); "
                             f"the file has {', '.join(keys) or 'no arrays'}.")
        pairs.append((p, by_key[key]))
    return pairs


def _numpy_name(c: CType) -> str:
    if c.kind == "f":
        return {4: "float32", 8: "float64", 16: "longdouble"}.get(c.size, f"{8 * c.size}-bit floats")
    return {"i": "int", "u": "uint", "b": "bool/uint"}[c.kind] + str(8 * c.size)


def _check_pointer(p: Param, it: Item) -> None:
    if not it.shape:
        raise InputError(f"{it.where}: the parameter is a pointer but the input is a scalar.")
    pointee = p.c.pointee if p.c.kind == "p" else None
    if p.c.kind == "s" and it.nbytes < p.c.size:  # a struct passed by value (byval ptr)
        raise InputError(f"{it.where}: {p.label} is a {p.c.spelling} passed by value ({p.c.size} "
                         f"bytes), but the array holds only {it.nbytes} bytes.")
    if pointee is not None and pointee.kind == "F":  # calling data as code: a segfault
        raise InputError(f"{it.where}: {p.label} is a function pointer, which data from an "
                         "input file cannot provide: bind it in a main() that calls the kernel "
                         "with the function (and analyse that program with --kernel).")
    if pointee is None or pointee.kind in "sv?" or not pointee.size:
        return
    if pointee.kind == "p":
        raise InputError(f"{it.where}: {p.label} is a {p.c.spelling} (a pointer to pointers), "
                         "which an array of numbers cannot provide.")
    dt = it.dtype
    same_class = (dt.kind == pointee.kind == "f") or (pointee.kind in "iub" and dt.kind in "iub")
    if not same_class or dt.itemsize != pointee.size:
        raise InputError(f"{it.where}: {p.label} is a {p.c.spelling} but the array holds {dt} "
                         f"values; give it {_numpy_name(pointee)} data.")


def _check_scalar(p: Param, it: Item, literal: bool) -> None:
    if it.count != 1 or it.value is None:
        raise InputError(f"{it.where}: the parameter is a scalar ({p.ir_type}) but the input is an "
                         f"array of shape {it.shape}.")
    value, ctext = it.value, p.c.spelling or p.ir_type
    if p.ir_type in ("float", "double"):
        if p.ir_type == "float" and math.isfinite(value) and abs(value) > float(np.finfo(np.float32).max):
            raise InputError(f"{it.where}: {value:g} does not fit {p.label}, a float (at most about 3.4e38).")
        return
    if isinstance(value, float) and not (literal and value.is_integer()):
        raise InputError(f"{it.where}: {p.label} is an integer ({ctext}) but the input holds the "
                         f"{it.dtype} value {value!r}; give it an integer.")
    bits = _INT_BITS[p.ir_type]
    if bits == 1 or p.c.kind == "b":
        lo, hi = 0, 1
    elif p.c.kind == "u":
        lo, hi = 0, 2**bits - 1
    elif p.c.kind == "i":
        lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    else:  # signedness unknown: either reading of the bits
        lo, hi = -(2 ** (bits - 1)), 2**bits - 1
    if not lo <= int(value) <= hi:
        raise InputError(f"{it.where}: the value {int(value)} does not fit {p.label}, "
                         f"{'an' if ctext[0] in 'aeiou' else 'a'} {ctext} ({lo} to {hi}).")


def _checked_pairs(plan: InputPlan, params: tuple[Param, ...]) -> list[tuple[Param, Item]]:
    pairs = _match(plan, params)
    for p, it in pairs:
        if p.ir_type not in _CT:
            raise InputError(f"The kernel's {p.label} has the LLVM type {p.ir_type}, which cannot be "
                             "bound from an input (supported: integers, float, double, pointers).")
        if p.ir_type == "ptr":
            _check_pointer(p, it)
        else:
            lit = plan.literal[p.index] if plan.kind == "raw" and plan.literal else False
            _check_scalar(p, it, lit)
    return pairs


def _gib(n: float) -> str:
    return f"{n / 2**30:.3g} GiB"


def check_binding(plan: InputPlan, params: tuple[Param, ...], *, return_type: str = "void",
                  max_memory_bytes: int | None = None) -> None:
    """Everything about the binding that can be known before the run (parent side)."""
    ctype_of(return_type)
    pairs = _checked_pairs(plan, params)
    total = sum(it.nbytes for p, it in pairs if p.ir_type == "ptr")
    if max_memory_bytes and total > max_memory_bytes:
        raise InputError(f"{plan.path}: the input's arrays take {_gib(total)}, more than the "
                         f"--max-memory limit of {_gib(max_memory_bytes)}; raise --max-memory or "
                         "use a smaller input.")
    try:
        physical = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError):
        physical = 0
    if physical and total > physical:
        raise InputError(f"{plan.path}: the input's arrays take {_gib(total)}, more than this "
                         f"machine's memory ({_gib(physical)}); use a smaller input.")


# ---- the child: load the data, place it against guard pages, bind ---------------------

def _guard_message(plan: InputPlan, p: Param, it: Item, kernel: str, mode: str) -> str:
    run = f" during the {mode} run" if mode else ""
    source = (f"array {it.key!r} of {plan.path}" if plan.kind == "npz"
              else f"--args item {p.index + 1} of {plan.path}")
    return (f"The kernel {kernel!r} read or wrote past the end of the array bound to its {p.label}"
            f"{run}: that array ({it.count:,} {it.dtype} values, the {source}) is shorter than the "
            "kernel reads; give it a longer array.")


def _fill(g: GuardedArray, read, nbytes: int, where: str) -> None:
    buf, pos = g.buffer(), 0
    while pos < nbytes:
        chunk = read(min(_CHUNK, nbytes - pos))
        if not chunk:
            raise InputError(f"{where}: the data ends early (the file changed while it was read?).")
        buf[pos:pos + len(chunk)] = chunk
        pos += len(chunk)


def _load_arrays(plan: InputPlan, pairs, kernel: str, mode: str) -> dict[int, GuardedArray]:
    out: dict[int, GuardedArray] = {}
    arrays = [(p, it) for p, it in pairs if p.ir_type == "ptr"]
    if plan.kind == "raw":
        with open(plan.path, "rb") as f:
            for p, it in arrays:
                g = out[p.index] = allocate(it.nbytes, _guard_message(plan, p, it, kernel, mode))
                f.seek(it.offset)
                _fill(g, f.read, it.nbytes, it.where)
        return out
    with zipfile.ZipFile(plan.path) as zf:
        for p, it in arrays:
            g = out[p.index] = allocate(it.nbytes, _guard_message(plan, p, it, kernel, mode))
            with zf.open(f"{it.key}.npy" if f"{it.key}.npy" in zf.namelist() else it.key) as f:
                if it.fortran and len(it.shape) > 1:
                    data = np.ascontiguousarray(np.lib.format.read_array(f, allow_pickle=False))
                    g.buffer()[:] = data.view(np.uint8).reshape(-1)
                    continue
                _npy_header(f, it.where)
                _fill(g, f.read, it.nbytes, it.where)
            if not it.dtype.isnative and it.dtype.itemsize > 1:
                np.frombuffer(g.buffer(), dtype=it.dtype).byteswap(inplace=True)
    return out


def _bind(plan: InputPlan, params: tuple[Param, ...], *, kernel: str = "", mode: str = "",
          error_path: str | None = None) -> BoundArgs:
    pairs = _checked_pairs(plan, params)
    try:  # a MemoryError goes to the child's error report, which names --max-memory
        guards = _load_arrays(plan, pairs, kernel, mode)
    except (zipfile.BadZipFile, OSError, EOFError, ValueError) as exc:
        raise InputError(f"{plan.path}: the input cannot be read ({exc}).") from None
    values = []
    for p, it in pairs:
        if p.ir_type == "ptr":
            values.append(ctypes.c_void_p(guards[p.index].address))
        elif p.ir_type in ("float", "double"):
            values.append(_CT[p.ir_type](float(it.value)))
        else:
            values.append(_CT[p.ir_type](int(it.value)))
    watch_overruns(list(guards.values()), error_path or "")
    return BoundArgs(values=values, arrays=list(guards.values()))


def bind_inputs(binding: dict, kernel_fn, ir_text: str = "", *, error_path: str | None = None,
                mode: str = "") -> BoundArgs:
    """The child's binding of ``kernel_fn``'s parameters (``binding``: RunConfig.binding as a dict).

    Arrays end against guard pages; with ``error_path``, an overrun is reported there.
    """
    params = kernel_params(kernel_fn, ir_text)
    plan = plan_input(binding["kind"], binding["path"], binding.get("args", ""), len(params))
    return _bind(plan, params, kernel=kernel_fn.name, mode=mode, error_path=error_path)


def bind_npz(path: Path, arg_types: tuple[str, ...], param_names: tuple[str, ...]) -> BoundArgs:
    params = tuple(Param(i, t, (param_names[i] if i < len(param_names) else ""))
                   for i, t in enumerate(arg_types))
    return _bind(plan_npz(Path(path)), params)


def bind_raw(path: Path, spec: str, arg_types: tuple[str, ...]) -> BoundArgs:
    params = tuple(Param(i, t) for i, t in enumerate(arg_types))
    return _bind(plan_raw(Path(path), spec, len(params)), params)
