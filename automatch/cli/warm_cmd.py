"""``automatch warm``: compile the analyses' numba kernels into the on-disk cache now,
and build their ahead-of-time objects, so that no later run pays for either
(``automatch.warmup``; ``make install`` calls it)."""

from __future__ import annotations

import sys


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "warm",
        help="fill numba's cache and build the kernels' objects so that analyze starts fast",
        description="Run a small built-in program through every analysis mode once, so that "
        "the numba kernels are compiled into the cache ($NUMBA_CACHE_DIR, default "
        "~/.cache/automatch/numba, or $XDG_CACHE_HOME/automatch/numba; one folder per "
        "version of the kernels inside it, private to the user: automatch refuses one "
        "that another user can write) "
        "before the first measured run, then build the ahead-of-time objects of the calls "
        "those runs made, which later analyses load without importing numba (about 0.5 s "
        "less start-up; AUTOMATCH_KERNELS=numba ignores them). Needs clang.",
    )
    p.add_argument("--quiet", "-q", action="store_true", help="print nothing on success")
    p.set_defaults(func=run_warm)


def run_warm(args) -> int:
    from automatch.analyses.kernel_modules import KERNELS
    from automatch.exec.aot.cache import numba_cache_dir
    from automatch.warmup import warm

    def on_mode(label: str) -> None:
        if not args.quiet:
            print(f"warming: {label}", file=sys.stderr, flush=True)

    done = warm(on_mode=on_mode)
    if not args.quiet:
        from automatch.exec.aot.load import load_aot

        total = sum(s for _, s in done)
        table = load_aot(numba_cache_dir(KERNELS.sources)) or {}
        objects = sum(len(v) for v in table.values())
        print(f"numba caches warm in {numba_cache_dir(KERNELS.sources)} ({total:.1f} s, {len(done)} steps); "
              f"{objects} ahead-of-time kernel objects for {len(table)} kernels"
              + ("" if objects else " (analyze will import numba)"))
    return 0
