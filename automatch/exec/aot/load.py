"""Load the kernels' ahead-of-time objects (automatch.exec.aot.build) without numba.

Each object goes into its own MCJIT engine (the objects define the same weak helper
symbols); each symbol an object imports is bound explicitly (MCJIT binds a name it cannot
find to address 0): numba's reference-count and exception helpers from numba's own
extension modules, loaded without its package (nothing here imports numba), the rest
(libc, Python's C API) from this process. Each object's SHA-256 is checked against the
index first: LLVM crashes the process on a malformed object (a truncated file). The
index must name this host's triple, CPU and features: objects built on another CPU are
not used. Only this user's own files in a private cache folder are loaded
(proc/private_dirs.py): anything else is ignored and numba runs the kernels.
"""

from __future__ import annotations

import ctypes
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

import llvmlite.binding as llvm

from automatch.exec.aot.build import AOT_FOLDER, INDEX, host_target
from automatch.exec.aot.kernels import AotEntry, ArgSpec
from automatch.exec.jit.engine import _load_process_symbols
from automatch.ir.canonical import init_llvm, target_machine

_ENGINES: list = []  # the engines that own the loaded code: kept for the process's life


def _numba_helpers() -> dict[str, int] | None:
    """numba's C helpers by the names its code calls them (``numba_<name>`` of
    ``_helperlib`` and ``_dynfunc``, ``NRT_<name>`` of the runtime, as numba's own JIT
    binds them: numba.core.base, numba.core.runtime.nrt), from its extension modules
    loaded on their own: their initialisers run, numba's package does not. They are
    registered under their names, so a later ``import numba`` uses the same ones."""
    spec = importlib.util.find_spec("numba")
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations)))
    out: dict[str, int] = {}
    for name, pattern, prefix in (("numba._helperlib", "_helperlib*.so", "numba_"),
                                  ("numba._dynfunc", "_dynfunc*.so", "numba_"),
                                  ("numba.core.runtime._nrt_python", "core/runtime/_nrt_python*.so", "NRT_")):
        module = sys.modules.get(name)
        if module is None:
            paths = sorted(root.glob(pattern))
            if not paths:
                return None
            loader = importlib.machinery.ExtensionFileLoader(name, str(paths[0]))
            module = importlib.util.module_from_spec(
                importlib.util.spec_from_file_location(name, paths[0], loader=loader))
            sys.modules[name] = module
        for key, address in getattr(module, "c_helpers", {}).items():
            out[key if key.startswith("_") else prefix + key] = address
    out["_Py_NoneStruct"] = id(None)
    return out


def _resolve(name: str, helpers: dict[str, int], process: ctypes.CDLL) -> int:
    """The address of an object's import: a numba helper, else this process's symbol
    (libc, Python's C API); 0 when there is none."""
    if name in helpers:
        return helpers[name]
    try:
        return ctypes.cast(getattr(process, name), ctypes.c_void_p).value or 0
    except AttributeError:
        return 0


def load_aot(cache_dir: str | os.PathLike) -> dict[str, dict[ArgSpec, AotEntry]] | None:
    """The table of ``cache_dir``'s objects for automatch.exec.aot.kernels.install_aot;
    None when there is none for this host, or it cannot be read or bound (the caller
    then runs numba)."""
    try:
        return _load(Path(cache_dir))
    except (OSError, ValueError, KeyError, TypeError, RuntimeError, ImportError):
        return None


def _load(cache_dir: Path) -> dict[str, dict[ArgSpec, AotEntry]] | None:
    from automatch.proc.private_dirs import UnsafeFolderError, own_file, private_folder

    path = cache_dir / AOT_FOLDER / INDEX
    if not path.is_file():
        return None
    try:  # objects are loaded as code: only from this user's private folder, own files
        private_folder(path.parent, cache_dir, writable=False)
    except UnsafeFolderError:
        return None
    if not own_file(path):
        return None
    index = json.loads(path.read_text())
    init_llvm()
    if index.get("target") != host_target():
        return None
    helpers = _numba_helpers()
    if helpers is None:
        return None
    _load_process_symbols()  # libm, libc (memset...) for the process lookup below
    process = ctypes.CDLL(None)
    tm = target_machine()
    table: dict[str, dict[ArgSpec, AotEntry]] = {}
    for e in index.get("entries", []):
        for name in e.get("imports", ()):
            address = _resolve(name, helpers, process)
            if not address:
                return None
            llvm.add_symbol(name, address)
        obj = path.parent / e["object"]
        if obj.parent != path.parent or not own_file(obj):
            return None
        data = obj.read_bytes()
        if hashlib.sha256(data).hexdigest() != e["sha256"]:
            return None  # truncated or changed: LLVM would crash on a malformed object
        engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), tm)
        engine.add_object_file(llvm.ObjectFileRef.from_data(data))
        engine.finalize_object()
        address = engine.get_function_address(e["symbol"])
        if not address:
            return None
        _ENGINES.append(engine)
        spec = tuple(tuple(a) for a in e["spec"])
        table.setdefault(e["kernel"], {})[spec] = AotEntry(address, int(e["n_results"]), bool(e["tuple_result"]))
    return table


def prepare_kernels(modules: tuple[str, ...]) -> str:
    """Ready ``modules``' kernels in this process, and say how: under ``warm``
    (kernel_aot.RECORD_ENV set) numba runs them and their calls' signatures are
    recorded; else the ahead-of-time objects of this host are installed when there are
    any and ``AUTOMATCH_KERNELS`` is not ``numba``; else numba is imported and its CPU
    target set up now (the registries its first cached-kernel load would otherwise set
    up, ~0.2 s, inside the run)."""
    from automatch.exec.aot import build as kernel_aot
    from automatch.exec.aot.cache import run_cache_dir
    from automatch.exec.aot.kernels import install_aot

    if os.environ.get(kernel_aot.RECORD_ENV):
        kernel_aot.start_recording(modules)
    elif os.environ.get(kernel_aot.ENGINE_ENV) != "numba":
        table = load_aot(run_cache_dir())
        if table:
            install_aot(table)
            return "ahead-of-time objects"
    from numba.core.registry import cpu_target

    cpu_target.target_context.refresh()
    return "numba"
