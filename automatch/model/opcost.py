"""What one counted operation costs in issue slots: divisions, square roots and libm
calls are not one flop of throughput (docs/model.md, "Operation costs").

W counts a division, a sqrt or an ``exp`` as one flop, and eq. 3 charges every flop
1 / pi0. A core retires an independent fp64 division every 4-5 cycles, a square root
every 4.5-9, a libm ``exp`` every ~10-20, against two FMAs (four flops) per cycle per
SIMD lane: a kernel with a division per five flops runs at a fraction of the peak eq. 3
assumes (cutcp: 24 M divisions and 24 M square roots among 326 M flops).

``cost_factor`` is the mean cost of one counted operation in units of one add/mul/FMA
flop at the same vectorisation: (W_other + n_div r_div + n_sqrt r_sqrt + n_libm r_libm)
/ W with r_x = t_x / t_flop, t_x the reciprocal throughput of one scalar operation on
one core and t_flop what the model charges one scalar flop (vector width / (pi0 f_im)
on a CPU; on a GPU, whose lanes are scalar, r_x is given in flop slots).

t_x comes from the spec (``throughput_div_s``, ``throughput_sqrt_s``,
``throughput_libm_s``: ``bench cpu`` measures them),
else from :data:`THROUGHPUT_CYCLES` at the spec's clock, which cite their sources and
take the cheap end of each range, so the prediction stays a lower bound on time.
"""

from __future__ import annotations

from automatch.analyses.profile import FlopCounts
from automatch.arch.spec import ArchSpec

# Reciprocal throughput of one scalar operation, core clock cycles, when the spec gives
# none.  CPU (x86-64 fp64 scalar): Agner Fog, "Instruction tables" (2022) and uops.info:
# DIVSD 4-5 (Ice Lake, Golden Cove, Zen 3, Zen 4), SQRTSD 4.5-9 (same cores); glibc's
# exp/log (the 2018 table-driven implementations, glibc 2.28 NEWS) ~10-20 cycles per call
# including the call. GPU (NVIDIA, per lane): fp64 division and square root are a
# reciprocal(-sqrt) estimate refined by Newton-Raphson, about 8 dependent DFMA-class
# instructions (CUDA C++ Programming Guide, "Arithmetic Instructions" and
# "Mathematical Functions": IEEE-rounded division/sqrt are multi-instruction
# sequences), i.e. 8 FMA issue slots = 16 flop slots at the FMA rate; exp/log/sin
# ~20 instructions (the libdevice sequences) = 40 flop slots.
THROUGHPUT_CYCLES = {
    "cpu": {"div": 4.0, "sqrt": 4.5, "libm": 10.0},
}
GPU_FLOP_SLOTS = {"div": 16.0, "sqrt": 16.0, "libm": 40.0}


def expensive_counts(flops: FlopCounts) -> tuple[float, float, float]:
    """(divisions, square roots, other libm calls) of the counted work."""
    by_name = dict(flops.special_by_name)
    sqrt = float(by_name.get("sqrt", 0))
    if not by_name:  # profiles without the split: every special counts as a sqrt (cheaper)
        sqrt = float(flops.special)
    libm = max(0.0, float(flops.special) - sqrt)
    return float(flops.div), sqrt, libm


def relative_costs(spec: ArchSpec, f_im: float = 1.0) -> dict[str, float]:
    """r_x: flop slots one division / sqrt / libm call takes on ``spec`` (>= 1).

    A counted flop is charged vw / (pi0 f_im) on one core when scalar (1 / (pi0 f_im)
    per lane when vectorised, and vector divisions scale with the lanes likewise), so
    r_x = t_x pi0 f_im / vw. With f_im = 0.5 (adds, no FMA) that is t_x over the
    scalar add time ``bench cpu`` measures (``throughput_scalar_flop_s``).
    """
    if spec.kind == "gpu":
        return dict(GPU_FLOP_SLOTS)
    vw = max(int(spec.vector_width_fp64), 1)
    pi0 = spec.pi0("fp64")
    t_flop = vw / (pi0 * min(max(f_im, 1e-9), 1.0)) if pi0 > 0 else 0.0
    if not t_flop > 0:
        return {"div": 1.0, "sqrt": 1.0, "libm": 1.0}
    clock = spec.clock_hz if spec.clock_hz > 0 else 1e9
    out = {}
    for key, cycles in THROUGHPUT_CYCLES["cpu"].items():
        t = getattr(spec, f"throughput_{key}_s", None)
        t = float(t) if t is not None and t > 0 else cycles / clock
        out[key] = max(1.0, t / t_flop)
    return out


def expensive_share(flops: FlopCounts, spec: ArchSpec, f_im: float = 1.0) -> float:
    """The share of the cost-weighted work (:func:`cost_factor`) that divisions, square
    roots and libm calls take: the time the core's unpipelined units are busy, as a
    share of the level term (0 without them; GPUs: their slot counts)."""
    total = float(flops.total)
    div, sqrt, libm = expensive_counts(flops)
    expensive = div + sqrt + libm
    if total <= 0 or expensive <= 0 or expensive > total:
        return 0.0
    r = relative_costs(spec, f_im)
    heavy = div * r["div"] + sqrt * r["sqrt"] + libm * r["libm"]
    return heavy / (total - expensive + heavy)


def cost_factor(flops: FlopCounts, spec: ArchSpec, f_im: float = 1.0) -> float:
    """Mean flop slots per counted operation of ``flops`` on ``spec`` at instruction
    mix ``f_im`` (1 for pure add/mul/FMA work, or no float work: integer work is
    charged as counted)."""
    total = float(flops.total)
    if total <= 0:
        return 1.0
    div, sqrt, libm = expensive_counts(flops)
    r = relative_costs(spec, f_im)
    expensive = div + sqrt + libm
    if expensive <= 0 or expensive > total:
        return 1.0
    return (total - expensive + div * r["div"] + sqrt * r["sqrt"] + libm * r["libm"]) / total
