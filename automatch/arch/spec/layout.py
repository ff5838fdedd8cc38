"""The layout of a spec file (``format_version = 2``): which keys sit in which table and
of what type, read by the checks (checks.py) and by the reader and writer (files.py).
The file format itself is described in files.py and docs/archspecs.md."""

from __future__ import annotations

__all__ = ["CURVE_FIELDS", "FORMAT_VERSION", "INT64_MAX", "INT_FIELDS", "LINK_OPTIONAL",
           "STR_FIELDS", "TABLES", "TOP"]

FORMAT_VERSION = 2
# optional [host_link] rates, in HostLink's field order after latency_s
LINK_OPTIONAL = ("to_host_bandwidth_bytes_per_s",)
INT64_MAX = 2**63 - 1  # an integer figure past it overflows the model's numpy arrays

TOP = ("name", "kind", "vendor", "model")
TABLES: dict[str, tuple[str, ...]] = {
    "compute": (
        "cores",
        "clock_hz",
        "fma",
        "vector_width_fp64",
        "vector_width_fp32",
        "peak_fp64_flops_per_s",
        "peak_fp32_flops_per_s",
        "reorder_buffer_uops",
        "dispatch_width_uops",
        "mcpu",
    ),
    "memory": (
        "fast_memory_bytes",
        "line_bytes",
        "alpha_f_s",
        "beta_f_bytes_per_s",
        "alpha_s_s",
        "beta_s_bytes_per_s",
        "level_overlap",
        "memory_rule",
        "first_touch_bytes_per_s",
        "tlb_pages",
        "page_walk_s",
    ),
    "sync": ("sync_s", "fork_join_s", "atomic_update_curve"),
    "latency": ("latency_fma_s", "latency_add_s", "latency_div_s", "latency_special_s",
                "branch_mispredict_s"),
    "throughput": (
        "throughput_div_s",
        "throughput_sqrt_s",
        "throughput_libm_s",
        "throughput_scalar_flop_s",
        "throughput_scalar_access_s",
        "throughput_scalar_access_all_s",
    ),
    "power": ("tdp_w", "idle_w"),
    "cost": ("price_usd", "hourly_usd", "lifetime_years"),
}
STR_FIELDS = {"memory_rule", "mcpu"}
CURVE_FIELDS = {"atomic_update_curve"}  # [[bytes, seconds], ...], bytes increasing
INT_FIELDS = {"cores", "vector_width_fp64", "vector_width_fp32", "fast_memory_bytes", "line_bytes",
               "reorder_buffer_uops", "dispatch_width_uops", "tlb_pages"}
