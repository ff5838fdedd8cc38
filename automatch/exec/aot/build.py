"""Ahead-of-time objects of the analyses' numba kernels, built at ``automatch warm``.

An analysis child that loads numba spends about 0.5 s importing it and setting up its
CPU target before its first cached kernel runs (issue 14: a 1 ms kernel's whole
``analyze`` should take 1 s). So ``warm`` records which kernels the children call from
Python and with which argument types (:func:`start_recording`, :func:`dump_recorded`),
then :func:`build` compiles, for each such signature, a numba ``cfunc`` that unpacks
plain pointers, shapes and scalars into the kernel's arguments, calls the kernel (numba's
own compiled code, loaded from its cache) and writes its integer results out. Each
wrapper's machine code is stored in ``<numba cache folder>/aot/`` with an index naming
the host CPU it was compiled for; :mod:`automatch.exec.aot.load` loads them without
numba and :mod:`automatch.exec.aot.kernels` calls them.

A kernel that returns an array, or takes an argument that is not a C-contiguous array
or an integer, boolean or float scalar, gets no object: numba runs it, as before. A
built object that references a runtime symbol other than numba's reference-count and
exception helpers (an allocation) is rejected, since the loader does not start numba's
memory system.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import re
from pathlib import Path

import numpy as np

from automatch.exec.aot.kernels import ArgSpec, Kernel

RECORD_ENV = "AUTOMATCH_AOT_RECORD"  # a folder: the child records its kernels' signatures
ENGINE_ENV = "AUTOMATCH_KERNELS"  # "numba": the children ignore the objects (comparisons)
AOT_FOLDER = "aot"
INDEX = "index.json"
# Runtime symbols an object may reference: numba's reference counting of arrays it did
# not allocate (a no-op on the wrapper's views) and its exception helpers.
_ALLOWED = re.compile(r"^(NRT_(decref|incref|MemInfo_call_dtor|Free)|numba_\w+|Py\w+|_Py\w+|llvm\.\S+)$")


def module_kernels(modules: tuple[str, ...]) -> dict[str, Kernel]:
    """Every Kernel of ``modules`` (:class:`~automatch.exec.aot.cache.KernelSet`), by name
    (imports the modules)."""
    out = {}
    for mod in modules:
        for value in vars(importlib.import_module(mod)).values():
            if isinstance(value, Kernel):
                out[value.name] = value
    return out


def start_recording(modules: tuple[str, ...]) -> None:
    """Record, from now on, the signatures of ``modules``' kernels' calls from Python."""
    for k in module_kernels(modules).values():
        if k.record is None:
            k.record = set()


def dump_recorded(modules: tuple[str, ...]) -> None:
    """Under ``warm`` (:data:`RECORD_ENV` names a folder): write the recorded signatures
    to ``<folder>/signatures-<pid>.json``; otherwise nothing."""
    folder = os.environ.get(RECORD_ENV)
    if not folder:
        return
    data = {name: sorted([list(map(list, s)) for s in k.record])
            for name, k in module_kernels(modules).items() if k.record}
    path = Path(folder) / f"signatures-{os.getpid()}.json"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data))
    tmp.replace(path)


def read_recorded(folder: str | os.PathLike) -> dict[str, set[ArgSpec]]:
    """The union of the signature files in ``folder``."""
    out: dict[str, set[ArgSpec]] = {}
    for f in sorted(Path(folder).glob("signatures-*.json")):
        for name, specs in json.loads(f.read_text()).items():
            out.setdefault(name, set()).update(tuple(tuple(a) for a in s) for s in specs)
    return out


def host_target() -> dict[str, str]:
    """The triple, CPU and features the objects are compiled for (numba's defaults)."""
    import llvmlite.binding as llvm

    return {"triple": llvm.get_process_triple(), "cpu": llvm.get_host_cpu_name(),
            "features": llvm.get_host_cpu_features().flatten()}


def _numba_arg_types(spec: ArgSpec):
    import numba
    from numba.core import types

    out = []
    for a in spec:
        if a[0] == "a":
            out.append(types.Array(numba.from_dtype(np.dtype(a[1])), int(a[2]), "C"))
        elif a[0] == "i":
            out.append(getattr(types, a[1]))
        elif a[0] == "f":
            out.append(types.float64)
        else:
            out.append(types.boolean)
    return tuple(out)


def _wrapper_source(spec: ArgSpec, n_results: int, tuple_result: bool) -> str:
    lines = ["def _aot_wrapper(p, s, f, out):"]
    ip = jp = fp = 0
    names = []
    for k, a in enumerate(spec):
        if a[0] == "a":
            dims = ", ".join(f"s[{ip + d}]" for d in range(int(a[2])))
            lines.append(f"    x{k} = carray(p[{jp}], ({dims},), _dt{k})")
            ip += int(a[2])
            jp += 1
        elif a[0] == "i":
            lines.append(f"    x{k} = np.{a[1]}(s[{ip}])")
            ip += 1
        elif a[0] == "b":
            lines.append(f"    x{k} = s[{ip}] != 0")
            ip += 1
        else:
            lines.append(f"    x{k} = f[{fp}]")
            fp += 1
        names.append(f"x{k}")
    lines.append(f"    r = _kernel({', '.join(names)})")
    if tuple_result:
        lines += [f"    out[{k}] = np.int64(r[{k}])" for k in range(n_results)]
    elif n_results:
        lines.append("    out[0] = np.int64(r)")
    return "\n".join(lines) + "\n"


def _results(return_type) -> tuple[int, bool] | None:
    """(results, as a tuple) for an integer, boolean or None result; None otherwise."""
    from numba.core import types

    scalar = (types.Integer, types.Boolean)
    if return_type == types.none:
        return 0, False
    if isinstance(return_type, scalar):
        return 1, False
    if isinstance(return_type, types.BaseTuple) and all(isinstance(t, scalar) for t in return_type.types):
        return len(return_type.types), True
    return None


def build_one(kernel: Kernel, spec: ArgSpec) -> dict | None:
    """Compile one wrapper; its index entry and object bytes, or None (no object)."""
    from numba import carray, cfunc, types

    disp = kernel.dispatcher()
    argtypes = _numba_arg_types(spec)
    disp.compile(argtypes)
    shape = _results(disp.overloads[argtypes].signature.return_type)
    if shape is None:
        return None
    n_results, tuple_result = shape
    env = {"np": np, "carray": carray, "_kernel": disp}
    env.update({f"_dt{k}": getattr(np, np.dtype(a[1]).name) for k, a in enumerate(spec) if a[0] == "a"})
    exec(compile(_wrapper_source(spec, n_results, tuple_result), f"<aot {kernel.name}>", "exec"), env)
    sig = types.void(types.CPointer(types.voidptr), types.CPointer(types.int64),
                     types.CPointer(types.float64), types.CPointer(types.int64))
    wrapped = cfunc(sig, nopython=True)(env["_aot_wrapper"])
    library = wrapped._library
    declared = set(re.findall(r"^declare [^@]*@\"?([^\"(]+)\"?\(", library.get_llvm_str(), re.M))
    if any(not _ALLOWED.match(d) for d in declared):
        return None
    obj = library.serialize_using_object_code()[2][0]
    return {"kernel": kernel.name, "spec": [list(a) for a in spec], "symbol": wrapped.native_name,
            "n_results": n_results, "tuple_result": tuple_result, "imports": undefined_symbols(obj),
            "object": obj}


def undefined_symbols(elf: bytes) -> list[str]:
    """The names an ELF64 little-endian relocatable object imports (its symbol table's
    undefined entries): the loader resolves each one explicitly, since MCJIT binds a
    name it cannot find (``memset``, which the code generator emits for fill loops) to
    address 0."""
    import struct

    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise ValueError("not an ELF64 little-endian object")
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + k * shentsize) for k in range(shnum)]
    out = []
    for sh in sections:
        if sh[1] != 2:  # SHT_SYMTAB
            continue
        strtab = sections[sh[6]]
        for off in range(sh[4], sh[4] + sh[5], 24):
            name_off, _info, _other, shndx = struct.unpack_from("<IBBH", elf, off)
            if shndx == 0 and name_off:
                start = strtab[4] + name_off
                out.append(elf[start:elf.index(b"\0", start)].decode())
    return sorted(set(out))


def build(cache_dir: str | os.PathLike, recorded: dict[str, set[ArgSpec]],
          modules: tuple[str, ...]) -> tuple[int, int]:
    """Build the objects of ``recorded`` (calls of ``modules``' kernels) into
    ``cache_dir/aot`` (replacing what was there); (objects built, signatures without one)."""
    kernels = module_kernels(modules)
    folder = Path(cache_dir) / AOT_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.o"):
        old.unlink()
    entries, skipped = [], 0
    for name in sorted(recorded):
        for spec in sorted(recorded[name]):
            kernel = kernels.get(name)
            try:
                entry = build_one(kernel, spec) if kernel is not None else None
            except Exception:  # noqa: BLE001 - numba's errors vary; numba then runs the call
                entry = None
            if entry is None:
                skipped += 1
                continue
            obj_name = f"{len(entries)}.o"
            data = entry.pop("object")
            tmp = folder / (obj_name + ".tmp")
            tmp.write_bytes(data)
            tmp.replace(folder / obj_name)
            entries.append({**entry, "object": obj_name, "sha256": hashlib.sha256(data).hexdigest()})
    index = {"target": host_target(), "entries": entries}
    tmp = folder / (INDEX + ".tmp")
    tmp.write_text(json.dumps(index, indent=1))
    tmp.replace(folder / INDEX)
    return len(entries), skipped


def remove(cache_dir: str | os.PathLike) -> None:
    """Drop the objects' index (the children then use numba)."""
    (Path(cache_dir) / AOT_FOLDER / INDEX).unlink(missing_ok=True)
