"""``automatch validate --gpu``: the command-line side (config from args, progress, exit)."""

from __future__ import annotations

import sys

from automatch.errors import InputError


def _names(text: str | None) -> tuple[str, ...]:
    return tuple(w.strip() for w in (text or "").split(",") if w.strip())


def run_gpu(args) -> int:
    from automatch.fileio import check_output_path
    from automatch.validate.gpu.run import GpuValidationConfig, plan_lines, run_gpu_validation

    if args.budget_s is not None and args.budget_s <= 0:
        raise InputError(f"--budget-s must be positive, got {args.budget_s}")
    for opt, path in (
        ("--out-dir ", args.out_dir),
        ("--profile-dir ", args.profile_dir),
        ("--work-dir ", args.work_dir),
        ("--spec-cache ", args.spec_cache),
    ):
        check_output_path(path, "dir", option=opt)
    cfg = GpuValidationConfig(
        only=_names(args.only) + _names(args.workloads),
        size=args.size,
        repetitions=args.repetitions,
        cpu_spec=args.spec,
        gpu_spec=args.gpu_spec,
        spec_cache=args.spec_cache,
        rebench=args.rebench,
        quick_bench=args.quick_bench,
        out_dir=args.out_dir,
        work_dir=args.work_dir,
        profile_dir=args.profile_dir,
        budget_s=args.budget_s,
        timeout_s=args.timeout,
        registry=args.registry,
        kernel_registries=None if args.kernel_registry is None else tuple(args.kernel_registry),
        dry_run=args.dry_run,
    )
    if args.dry_run:
        print("\n".join(plan_lines(cfg)))
        return 0

    def say(msg: str) -> None:
        print(f"[validate --gpu] {msg}", file=sys.stderr, flush=True)

    res = run_gpu_validation(cfg, say)
    for key, f in res["result"]["figures"].items():
        val = "n/a" if f["fraction"] is None else f"{f['right']}/{f['n']} ({f['fraction']:.0%})"
        print(f"{key}: {val}, target {f['target']:.0%}")
    print(f"wrote {res['markdown']} and {res['json']}")
    return 0


__all__ = ["run_gpu"]
