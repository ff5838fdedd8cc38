"""The sweep file (TOML): kernels, their inputs, analysis options, devices.

Format (docs/sweep.md)::

    [sweep]
    name = "workloads-small"                 # default: the file's stem
    devices = ["dev-host", "archspecs/nvidia-h100-sxm5-80gb.toml"]   # names, files, folders
    output = "sweep-out"                     # default: ./<stem>-sweep (current folder)
    cache = "profiles"                       # default: <output>/profiles

    [options]                                # as `automatch analyze` options
    line_sizes = [32, 64, 128]
    sample_rate = 0.01                       # SHARDS; omit for exact
    sample_lines = 100000                    # fixed-size SHARDS
    work = false
    parallel_reductions = false
    sync_points = 3                          # override S
    timeout = 120                            # seconds per run
    max_memory = 4                           # GiB
    cflags = ["-O1"]

    [model]
    variant = "default"                      # or "paper"
    include_transfer = true                  # omit: the variant's choice
    partition = "equal-finish"               # or "paper", or false for no shares

    [[kernel]]
    name = "stencil"                         # label in the table (default: kernel name)
    program = "workloads/stencil/stencil.ll" # or a list of files linked together
    kernel = "stencil"                       # default: all of main
    options = { sample_rate = 0.05 }         # per-kernel overrides of [options]
      [[kernel.input]]
      name = "small"                         # default: the file's stem
      file = "workloads/stencil/inputs/small.bin"
      argv = ["100", "0.5"]                  # main programs: argv after the file
      args = "f64[1000],f64=2.5"             # bare kernels: raw-bytes binding (--args)

Relative paths are relative to the sweep file's folder.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from automatch.errors import InputError
from automatch.preflight import MAX_COUNT, MAX_MEMORY_GIB, MAX_TIMEOUT_S, kernel_names

OPTION_KEYS = {"line_sizes", "bins_per_octave", "sample_rate", "sample_lines", "work",
               "parallel_reductions", "sync_points", "timeout", "max_memory", "cflags", "analyses"}
SECTION_KEYS = {"sweep", "options", "model", "kernel"}


@dataclass(frozen=True)
class SweepInput:
    name: str
    file: str | None = None  # absolute path
    argv: tuple[str, ...] = ()
    args_spec: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "file": self.file, "argv": list(self.argv),
                "args": self.args_spec}


@dataclass(frozen=True)
class SweepKernel:
    name: str
    program: tuple[str, ...]  # absolute paths
    kernel: str | None
    inputs: tuple[SweepInput, ...]
    options: dict = field(default_factory=dict, compare=False, hash=False)  # merged [options]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "program": list(self.program), "kernel": self.kernel,
                "inputs": [i.to_dict() for i in self.inputs], "options": dict(self.options)}


@dataclass(frozen=True)
class SweepTask:
    """One profile to make: a kernel on one input."""

    kernel: SweepKernel
    input: SweepInput

    @property
    def label(self) -> str:
        return f"{self.kernel.name}/{self.input.name}"


@dataclass(frozen=True)
class SweepConfig:
    name: str
    kernels: tuple[SweepKernel, ...]
    devices: tuple[str, ...]  # names, or absolute paths of spec files/folders
    output_dir: str
    cache_dir: str
    variant: str = "default"
    include_transfer: bool | None = None
    partition_method: str | None = "equal-finish"
    source: str = "<sweep>"

    def tasks(self) -> list[SweepTask]:
        return [SweepTask(k, i) for k in self.kernels for i in k.inputs]

    def with_dirs(self, output_dir: str | None = None, cache_dir: str | None = None) -> SweepConfig:
        """A copy with another output (and cache) folder; the cache follows the output
        folder unless it was set explicitly."""
        from dataclasses import replace

        out = str(Path(output_dir).resolve()) if output_dir else self.output_dir
        if cache_dir:
            cache = str(Path(cache_dir).resolve())
        elif output_dir and self.cache_dir == str(Path(self.output_dir) / "profiles"):
            cache = str(Path(out) / "profiles")
        else:
            cache = self.cache_dir
        return replace(self, output_dir=out, cache_dir=cache)


def _err(source: str, msg: str) -> InputError:
    return InputError(f"{source}: {msg}. See docs/sweep.md for the sweep file format.")


def _str_list(value: Any, where: str, source: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
        return tuple(str(v) for v in value)
    raise _err(source, f"{where} must be a string or a list of strings, got {value!r}")


def _check_options(opts: Any, where: str, source: str) -> dict:
    if not isinstance(opts, dict):
        raise _err(source, f"{where} must be a table")
    unknown = sorted(set(opts) - OPTION_KEYS)
    if unknown:
        raise _err(source, f"unknown option(s) {', '.join(unknown)} in {where}; "
                           f"known: {', '.join(sorted(OPTION_KEYS))}")
    out = dict(opts)
    for key, value in opts.items():
        problem = _option_problem(key, value)
        if problem:
            raise _err(source, f"{where} {key} = {_show(value)}: {problem}")
        if key == "cflags" and isinstance(value, str):  # one shell-quoted string, as --cflags
            import shlex

            try:
                out[key] = shlex.split(value)
            except ValueError as exc:
                raise _err(source, f"{where} cflags = {_show(value)}: {exc}") from None
        elif key == "analyses" and isinstance(value, str):
            out[key] = [value]
    return out


ANALYSES = ("schedule", "reuse", "count")


def _show(value: Any) -> str:
    """The value as the sweep file spells it (TOML booleans, nan, inf)."""
    text = str(value).lower() if isinstance(value, (bool, float)) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _option_problem(key: str, v: Any) -> str | None:
    """Why option ``key`` cannot take value ``v`` (None when it can).

    Checked when the file is read, so a typo'd number never reaches a worker: every
    number must be finite, and positive where zero or less means nothing (a timeout of
    -5 s, a NaN memory limit). The bounds are those the analyses enforce at run time."""
    if key in ("work", "parallel_reductions"):
        return None if isinstance(v, bool) else "must be true or false"
    if key in ("cflags", "analyses"):
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            return "must be a list of strings"
        if key == "analyses":
            bad = [x for x in v if x not in ANALYSES]
            if bad or not v:
                return f"must list some of {', '.join(ANALYSES)}"
        return None
    if key == "line_sizes":
        if not isinstance(v, list) or not v or not all(_is_int(x) for x in v):
            return "must be a list of integers, e.g. [32, 64, 128]"
        if any(x < 4 or x & (x - 1) for x in v):
            return "every line size must be a power of two of at least 4 bytes"
        if len(set(v)) != len(v):
            return "a line size is repeated"
        return None
    if key == "bins_per_octave":
        if not _is_int(v) or v < 8 or v > 1024 or v & (v - 1):
            return "must be a power of two between 8 and 1024"
        return None
    if key == "sample_lines":
        return (None if _is_int(v) and 64 <= v <= MAX_COUNT
                else f"must be an integer of at least 64 and at most {MAX_COUNT:,}")
    if key == "sync_points":
        return (None if _is_int(v) and 0 <= v <= MAX_COUNT
                else f"must be a whole number of at least 0 and at most {MAX_COUNT:,}")
    if not _is_number(v) or not math.isfinite(v):
        return "must be a finite number"
    if key == "sample_rate" and not 0 < v <= 1:
        return "must be in (0, 1]; omit it for exact reuse distances"
    if key in ("timeout", "max_memory") and v <= 0:
        unit = "seconds" if key == "timeout" else "GiB"
        return f"must be a positive number of {unit}; omit it for no limit"
    if key == "timeout" and v > MAX_TIMEOUT_S:
        return f"must be at most {MAX_TIMEOUT_S:,.0f} seconds; omit it for no limit"
    if key == "max_memory" and not MIN_MEMORY_GIB <= v <= MAX_MEMORY_GIB:
        return (f"must be between {MIN_MEMORY_GIB:g} GiB (1 MiB) and {MAX_MEMORY_GIB:,} GiB "
                "(1 PiB); omit it for no limit")
    return None


MIN_MEMORY_GIB = 2**-10  # 1 MiB: less cannot even start a run (the limit is in GiB)


def _path(base: Path, p: Any, where: str = "a path", source: str = "<sweep>") -> str:
    if not isinstance(p, str):
        raise _err(source, f"{where} must be a file or folder name (a string), got {_show(p)}")
    return str((base / os.path.expanduser(p)).resolve())


def _input(base: Path, d: Any, where: str, source: str) -> SweepInput:
    if isinstance(d, str):
        d = {"file": d}
    if not isinstance(d, dict):
        raise _err(source, f"{where} must be a table or a file name")
    unknown = sorted(set(d) - {"name", "file", "argv", "args"})
    if unknown:
        raise _err(source, f"unknown key(s) {', '.join(unknown)} in {where}")
    file = _path(base, d["file"], f"{where}.file", source) if d.get("file") else None
    name = d.get("name") or (Path(file).stem if file else "")
    if not name:
        raise _err(source, f"{where} needs a name or a file")
    args = d.get("args")
    if args is not None and not isinstance(args, str):
        raise _err(source, f"{where}.args must be a string like 'f64[1000],i32=1000'")
    return SweepInput(name=str(name), file=file, argv=_str_list(d.get("argv", []), f"{where}.argv",
                                                                source), args_spec=args)


def parse_sweep(doc: dict, base_dir: str | os.PathLike, source: str = "<sweep>",
                stem: str = "sweep") -> SweepConfig:
    """A SweepConfig from a parsed TOML document; paths relative to ``base_dir``."""
    base = Path(base_dir).resolve()
    unknown = sorted(set(doc) - SECTION_KEYS)
    if unknown:
        raise _err(source, f"unknown section(s) {', '.join(unknown)}; use "
                           f"{', '.join(sorted(SECTION_KEYS))}")
    sweep = doc.get("sweep", {})
    if not isinstance(sweep, dict):
        raise _err(source, "[sweep] must be a table")
    bad = sorted(set(sweep) - {"name", "devices", "output", "cache"})
    if bad:
        raise _err(source, f"unknown key(s) {', '.join(bad)} in [sweep]")
    devices = []
    for dev in _str_list(sweep.get("devices", []), "[sweep] devices", source):
        p = base / dev
        devices.append(str(p.resolve()) if (dev.endswith(".toml") or os.sep in dev or p.exists())
                       else dev)
    if not devices:
        raise _err(source, "[sweep] devices lists no device (spec names, files or folders)")
    for key in ("output", "cache"):  # output = 5 is a bad file, not an internal error
        if key in sweep and not (isinstance(sweep[key], str) and sweep[key]):
            raise _err(source, f"[sweep] {key} = {_show(sweep[key])}: must be a folder name "
                               "(a non-empty string)")
    output = (_path(base, sweep["output"]) if sweep.get("output")
              else str(Path.cwd().resolve() / f"{stem}-sweep"))
    cache = _path(base, sweep["cache"]) if sweep.get("cache") else str(Path(output) / "profiles")
    base_opts = _check_options(doc.get("options", {}), "[options]", source)
    model = doc.get("model", {})
    if not isinstance(model, dict) or set(model) - {"variant", "include_transfer", "partition"}:
        raise _err(source, "[model] takes variant, include_transfer and partition")
    variant = model.get("variant", "default")
    if variant not in ("default", "paper"):
        raise _err(source, f"[model] variant must be 'default' or 'paper', got {variant!r}")
    method = model.get("partition", "equal-finish")
    if method is False:
        method = None
    elif method not in ("equal-finish", "paper"):
        raise _err(source, f"[model] partition must be 'equal-finish', 'paper' or false, got "
                           f"{method!r}")
    transfer = model.get("include_transfer")
    if transfer is not None and not isinstance(transfer, bool):
        raise _err(source, "[model] include_transfer must be true or false")

    kernels = []
    entries = doc.get("kernel", [])
    if not isinstance(entries, list) or not entries:
        raise _err(source, "no [[kernel]] tables: list at least one kernel with its program "
                           "and inputs")
    for i, k in enumerate(entries):
        where = f"[[kernel]] #{i + 1}"
        if not isinstance(k, dict):
            raise _err(source, f"{where} must be a table")
        bad = sorted(set(k) - {"name", "program", "kernel", "input", "inputs", "options"})
        if bad:
            raise _err(source, f"unknown key(s) {', '.join(bad)} in {where}")
        if not k.get("program"):
            raise _err(source, f"{where} needs program = 'file.ll' (or a list of files)")
        program = tuple(_path(base, p) for p in _str_list(k["program"], f"{where}.program",
                                                          source))
        kname = k.get("kernel")
        if kname is not None and not isinstance(kname, str):
            raise _err(source, f"{where} kernel = {_show(kname)}: must be a function name (a "
                               "string), or left out for all of main")
        try:
            kernel_names(kname)  # a list of functions: each well formed
        except InputError as exc:
            raise _err(source, f"{where}: {str(exc).removeprefix('--kernel ').rstrip('.')}") \
                from None
        name = str(k.get("name") or kname or Path(program[0]).stem)
        where = f"kernel {name!r}"
        raw_inputs = k.get("input", k.get("inputs", []))
        if isinstance(raw_inputs, (str, dict)):
            raw_inputs = [raw_inputs]
        inputs = tuple(_input(base, d, f"{where} input #{j + 1}", source)
                       for j, d in enumerate(raw_inputs)) or (SweepInput(name="-"),)
        names = [x.name for x in inputs]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise _err(source, f"{where}: input names must be unique, repeated: {', '.join(dup)}")
        opts = {**base_opts, **_check_options(k.get("options", {}), f"{where} options", source)}
        kernels.append(SweepKernel(name=name, program=program, kernel=kname, inputs=inputs,
                                   options=opts))
    names = [k.name for k in kernels]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise _err(source, f"kernel names must be unique (set name = ...), repeated: "
                           f"{', '.join(dup)}")
    return SweepConfig(name=str(sweep.get("name") or stem), kernels=tuple(kernels),
                       devices=tuple(devices), output_dir=output, cache_dir=cache,
                       variant=variant, include_transfer=transfer, partition_method=method,
                       source=source)


def load_sweep(path: str | os.PathLike) -> SweepConfig:
    """Read and check a sweep TOML file (InputError naming what is wrong)."""
    try:
        import tomllib
    except ModuleNotFoundError:  # pragma: no cover - Python 3.10
        import tomli as tomllib

    p = Path(path)
    try:
        text = p.read_text()
    except FileNotFoundError:
        raise InputError(f"sweep file {str(p)!r} does not exist") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read sweep file {str(p)!r}: {exc}") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"{p}: not valid TOML ({exc})") from None
    return parse_sweep(doc, p.parent, source=str(p), stem=p.stem)


def analysis_options(kernel: SweepKernel, inp: SweepInput):
    """The AnalysisOptions of one task."""
    from automatch.pipeline import AnalysisOptions

    o = kernel.options
    try:
        kw: dict[str, Any] = {}
        if "line_sizes" in o:
            kw["line_sizes"] = tuple(int(x) for x in o["line_sizes"])
        if "bins_per_octave" in o:
            kw["bins_per_octave"] = int(o["bins_per_octave"])
        if "analyses" in o:
            kw["analyses"] = tuple(str(x) for x in o["analyses"])
        if o.get("sample_lines") is not None:
            kw["sample_lines"] = int(o["sample_lines"])
        if "parallel_reductions" in o:
            kw["parallel_reductions"] = bool(o["parallel_reductions"])
        max_mem = o.get("max_memory")
        return AnalysisOptions(
            kernel=kernel.kernel, input_path=inp.file, program_args=inp.argv,
            args_spec=inp.args_spec,
            sample_rate=None if o.get("sample_rate") is None else float(o["sample_rate"]),
            count_int_ops=bool(o.get("work", False)),
            sync_points=None if o.get("sync_points") is None else int(o["sync_points"]),
            timeout_s=None if o.get("timeout") is None else float(o["timeout"]),
            max_memory_bytes=int(float(max_mem) * 2**30) if max_mem else None,
            cflags=tuple(str(x) for x in o.get("cflags", ())), **kw)
    except (TypeError, ValueError) as exc:
        raise InputError(f"kernel {kernel.name!r}: bad option value ({exc})") from None
