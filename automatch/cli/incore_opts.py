"""``--incore``: where the CPUs' in-core time comes from, for analyze, predict, partition.

``auto`` (the default) times the program's compiled loops with llvm-mca where that can
be done (the default variant, one source file, a CPU spec that names its LLVM CPU, the
LLVM tools installed and the source compiling), and otherwise keeps the hand-derived
terms and says why in the report: measured on two CPU kinds (validation/results, AMD
EPYC Zen 3 and Zen 5), the compiled loops as written are closer to the measured
OpenMP times than the hand terms, most on the CPU with the wider vectors. ``mca``
insists (a reason it cannot be done is an error, exit 2); ``hand`` never compiles.
"""

from __future__ import annotations

import argparse

INCORE_CHOICES = ("auto", "hand", "mca")
INCORE_HELP = ("in-core time of the CPUs: 'mca' (each innermost loop as clang -O3 compiles "
               "it for the spec's mcpu, with OpenMP pragmas on the parallel loops, timed by "
               "llvm-mca; docs/model.md), 'hand' (derived from the IR counts), or 'auto': mca "
               "where it can be done, else hand, the report saying why (default: %(default)s)")


def add_incore_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--incore", choices=INCORE_CHOICES, default="auto", help=INCORE_HELP)


SCATTER_HELP = ("how the parallel code updates a scatter's shared target (a histogram's "
                "h[key[i]]++): 'private' copies per thread, merged after the loop (OpenMP's "
                "reduction(+:h[:n])), or 'atomic' (#pragma omp atomic on the update, at the "
                "spec's measured atomic_update_curve) (default: %(default)s)")


def add_scatter_argument(p: argparse.ArgumentParser) -> None:
    from automatch.model.breakdown import SCATTER, SCATTER_DEFAULT

    p.add_argument("--scatter", choices=SCATTER, default=SCATTER_DEFAULT, help=SCATTER_HELP)


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def model_options(args, programs, specs, profile=None, *, preflight: bool = False):
    """The ModelOptions of ``args`` (``--variant``, ``--no-transfer``, ``--incore``,
    ``--scatter``).

    For the compiled loops: ``programs`` (the program files; one C/C++/Fortran or .ll
    file) compiled for every CPU spec's ``mcpu`` and their innermost loops timed by
    llvm-mca (model/incore.py): as written, with OpenMP pragmas on the parallel loops
    of ``profile`` (incore.as_written_loops), or, without a profile yet (``analyze``'s
    check before the run, ``preflight``), the sequential compile. ``--incore mca``
    refuses (exit 2) the paper variant, no program, several, no CPU spec naming an
    ``mcpu``, an ``mcpu`` LLVM does not know, missing tools; ``auto`` keeps the hand
    terms then, with the reason as the options' ``incore_note``, and does no preflight
    compile (nothing it finds there would stop the run)."""
    from dataclasses import replace

    from automatch.model.breakdown import SCATTER_DEFAULT

    opts = _incore_options(args, programs, specs, profile, preflight=preflight)
    return replace(opts, scatter=getattr(args, "scatter", SCATTER_DEFAULT))


def _incore_options(args, programs, specs, profile, *, preflight: bool):
    from automatch.errors import AutomatchError, InputError
    from automatch.model.ec import ModelOptions

    variant = getattr(args, "variant", "default")
    transfer = getattr(args, "include_transfer", None)
    incore = getattr(args, "incore", "auto")

    def hand(note: str = "") -> ModelOptions:
        return ModelOptions(variant=variant, include_transfer=transfer, incore_note=note)

    if incore == "hand":
        return hand()
    auto = incore == "auto"
    if auto and preflight:
        return hand()
    try:
        return _mca_options(args, programs, specs, profile, variant, transfer)
    except AutomatchError as exc:
        if not auto:
            raise
        why = _first_line(exc)
        if isinstance(exc, InputError) and why.startswith("--incore mca"):
            why = why[len("--incore mca"):].lstrip(":, ")
        return hand(why)


def _defines(text: str, name: str) -> bool:
    """Whether C/C++/Fortran ``text`` holds a definition of the function ``name``."""
    import re

    n = re.escape(name)
    c_def = re.compile(rf"\b{n}\s*\([^;{{}}]*\)\s*(?:const\s*)?\{{", re.S)
    f_def = re.compile(rf"^\s*(?:[\w()*,= ]+\s)?(?:subroutine|function)\s+{n}\b", re.M | re.I)
    return bool(c_def.search(text) or f_def.search(text))


def kernel_source(programs, kernel: str | None):
    """Of several program files, the one that defines the kernel (``--kernel``'s first
    name, else ``main``): the compiled loops are that file's, matched to the profile's
    by line. InputError when no file or more than one defines it."""
    from pathlib import Path

    from automatch.errors import InputError

    name = (kernel or "main").split(",")[0].strip() or "main"
    found = []
    for p in programs:
        try:
            text = Path(p).read_text(errors="replace")
        except OSError:
            continue
        if _defines(text, name):
            found.append(p)
    if len(found) != 1:
        which = "none" if not found else f"{len(found)} ({', '.join(map(str, found))})"
        raise InputError(f"--incore mca compiles the one source file that defines the kernel "
                         f"{name!r}; of the {len(programs)} program files {which} does: "
                         "analyse them with --incore hand, or as one file.")
    return found[0]


def _mca_options(args, programs, specs, profile, variant, transfer):
    from pathlib import Path

    from automatch.errors import InputError
    from automatch.ir.compile import split_cflags
    from automatch.ir.compiled.machine_loops import resolve_mcpu, source_ir
    from automatch.model.ec import ModelOptions
    from automatch.model.incore import ReassociatedLoops, as_written_loops, loops_for_specs

    if variant == "paper":
        raise InputError("--incore mca refines the default variant's compute term; the paper "
                         "variant evaluates eq. 3-5 as printed: drop --variant paper or --incore "
                         "mca.")
    programs = [p for p in (programs or ()) if p]
    if not programs:
        raise InputError("--incore mca needs the program's source: a profile holds no IR, so "
                         "give the file it was profiled from with --program FILE (.c, .cpp or "
                         ".ll), with --cflags as it was compiled.")
    if len(programs) > 1:  # the file that defines the kernel: its loops are the ones timed
        programs = [kernel_source(programs, getattr(args, "kernel", None))]
    cpus = [s for s in specs if s.kind == "cpu" and getattr(s, "mcpu", None)]
    if not cpus:
        raise InputError("--incore mca: none of the CPU specs names its LLVM CPU (mcpu, e.g. "
                         "znver4, sapphirerapids), so nothing would be compiled; add "
                         "'mcpu = ...' to the spec (`automatch bench cpu` writes the host's) or "
                         "use --incore hand.")
    for s in cpus:
        try:
            resolve_mcpu(s.mcpu)
        except InputError as exc:
            raise InputError(f"spec {s.name!r}: {exc}") from None
    path = Path(programs[0])
    if not path.is_file():
        raise InputError(f"--program {str(path)!r} does not exist or is not a file.")
    cflags = tuple(split_cflags(getattr(args, "cflags", None)))
    reassociated = None
    if profile is None:
        loops = loops_for_specs(source_ir(path, cflags), cpus)
    else:
        loops, _note = as_written_loops(path, profile, cpus, cflags)
        reassociated = ReassociatedLoops(str(path), profile, tuple(cpus), cflags)
    return ModelOptions(variant=variant, include_transfer=transfer, incore="mca",
                        machine_loops=loops, reassociated_loops=reassociated)
