"""The analyses' numba kernels, compiled on first use, or loaded ahead-of-time.

``import numba`` and the set-up of its CPU target cost an analysis child about 0.5 s of
its start-up, most of a 1 ms kernel's ``analyze`` (issue 14). So the kernel modules do
not import numba: :func:`njit` and :func:`intrinsic` here take the place of numba's and
return :class:`Kernel` and :class:`Intrinsic`, plain objects that hold the Python
function. A Kernel becomes a numba dispatcher when it is first called (or when a numba
kernel being compiled calls it: numba types it through ``_numba_type_``), so nothing of
numba is imported by a process that never compiles.

A process that has the kernels' ahead-of-time objects (:mod:`automatch.exec.aot.build`
builds them into the numba cache folder at ``automatch warm``;
:mod:`automatch.exec.aot.load` loads them) calls them through :func:`install_aot`:
a call whose arguments match an object's signature (C-contiguous writeable arrays of
the same dtype and rank, scalars of the same type) runs the object's machine code
through ctypes, which releases the GIL as numba's ``nogil`` does; any other call, or
a kernel without an object, falls back to numba. The objects are numba's own code for
the same functions (a ``cfunc`` wrapper around each kernel), so both paths compute the
same results.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import Any

import numpy as np

# Argument signature of one call: per argument ("a", dtype, ndim) for an array,
# ("i", name) / ("f", name) / ("b",) for a scalar.
ArgSpec = tuple[tuple, ...]

_AOT: dict[str, dict[ArgSpec, AotEntry]] = {}  # filled once per process by install_aot


class AotEntry:
    """One ahead-of-time object of a kernel: its machine code's address and how its
    arguments and results travel (arrays as pointers and shapes, integer scalars in an
    int64 vector, float scalars in a float64 vector; results as int64)."""

    __slots__ = ("_fn", "n_results", "tuple_result")

    _PROTO = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)

    def __init__(self, address: int, n_results: int, tuple_result: bool):
        self._fn = self._PROTO(address)
        self.n_results = n_results
        self.tuple_result = tuple_result

    def __call__(self, args: tuple) -> Any:
        ptrs, ints, floats = [], [], []
        for a in args:
            if isinstance(a, np.ndarray):
                ptrs.append(a.__array_interface__["data"][0])
                ints.extend(a.shape)
            elif isinstance(a, (float, np.floating)):
                floats.append(float(a))
            else:
                ints.append(int(a))
        p = (ctypes.c_void_p * max(1, len(ptrs)))(*ptrs)
        i = (ctypes.c_int64 * max(1, len(ints)))(*ints)
        f = (ctypes.c_double * max(1, len(floats)))(*floats)
        out = (ctypes.c_int64 * max(1, self.n_results))()
        self._fn(p, i, f, out)
        if self.tuple_result:
            return tuple(out[k] for k in range(self.n_results))
        return out[0] if self.n_results else None


def arg_spec(args: tuple) -> ArgSpec | None:
    """The signature key of a call, or None when an argument cannot travel to an
    ahead-of-time object (a non-contiguous or read-only array, another type)."""
    out = []
    for a in args:
        if isinstance(a, np.ndarray):
            if not (a.flags.c_contiguous and a.flags.writeable):
                return None
            out.append(("a", a.dtype.str, a.ndim))
        elif isinstance(a, (bool, np.bool_)):
            out.append(("b",))
        elif isinstance(a, int):
            out.append(("i", "int64"))
        elif isinstance(a, np.integer):
            out.append(("i", a.dtype.name))
        elif isinstance(a, (float, np.floating)):
            if isinstance(a, np.floating) and a.dtype != np.float64:
                return None
            out.append(("f", "float64"))
        else:
            return None
    return tuple(out)


def install_aot(table: dict[str, dict[ArgSpec, AotEntry]]) -> None:
    """Use these ahead-of-time objects in this process (kernel name -> signature ->
    entry; automatch.exec.aot.load.load_aot builds the table)."""
    _AOT.clear()
    _AOT.update(table)


class Kernel:
    """A numba kernel: the Python function and numba's options, compiled on first use.

    ``record`` (a set, or None) collects the signatures of the calls made, for
    kernel_aot's build at ``automatch warm``."""

    def __init__(self, py_func: Callable, options: dict):
        self.py_func = py_func
        self.options = options
        self.name = f"{py_func.__module__}:{py_func.__qualname__}"
        self.__doc__ = py_func.__doc__
        self.__name__ = py_func.__name__
        self.__wrapped__ = py_func
        self._dispatcher = None
        self.record: set | None = None

    def dispatcher(self):
        """numba's dispatcher of this kernel (imports numba the first time)."""
        if self._dispatcher is None:
            import numba

            self._dispatcher = numba.njit(**self.options)(self.py_func)
        return self._dispatcher

    @property
    def _numba_type_(self):
        from numba.core import types

        return types.Dispatcher(self.dispatcher())

    def __call__(self, *args):
        table = _AOT.get(self.name)
        if table or self.record is not None:
            spec = arg_spec(args)
            if self.record is not None and spec is not None:
                self.record.add(spec)
            entry = table.get(spec) if table and spec is not None else None
            if entry is not None:
                return entry(args)
        return self.dispatcher()(*args)

    def __repr__(self) -> str:
        return f"<Kernel {self.name}>"


def njit(**options) -> Callable[[Callable], Kernel]:
    """``numba.njit(**options)`` compiled on first use (see the module docstring)."""

    def wrap(fn: Callable) -> Kernel:
        return Kernel(fn, options)

    return wrap


class Intrinsic:
    """``numba.extending.intrinsic(definition)``, created when a kernel that calls it is
    compiled (the definition's typing and codegen use numba's types)."""

    def __init__(self, definition: Callable):
        self.definition = definition
        self.__name__ = definition.__name__
        self._real = None

    @property
    def _numba_type_(self):
        from numba.core.extending import intrinsic
        from numba.core.registry import cpu_target

        if self._real is None:
            self._real = intrinsic(self.definition)
            cpu_target.typing_context.refresh()  # installs its registration
        return cpu_target.typing_context.resolve_value_type(self._real)


def intrinsic(definition: Callable) -> Intrinsic:
    """A numba intrinsic created on first use (see :class:`Intrinsic`)."""
    return Intrinsic(definition)
