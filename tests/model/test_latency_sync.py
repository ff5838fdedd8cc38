"""Critical-path latency, sync per phase/region and reductions per device in the
model's default variant (docs/model.md "Critical path", "Sync", "Reductions per
device"), on hand-built profiles and devices with hand-derived figures."""

from __future__ import annotations

import dataclasses

import pytest
from am_builders import make_gpu, make_profile, make_spec, parallel_cost

from automatch.analyses.profile import CriticalPath, ParallelismProfile, TreeSchedule
from automatch.model.latency import OP_LATENCY_CYCLES

REL = 1e-12


def chain(n: int, **path) -> object:
    """A chain of n dependent operations (one per level), no memory traffic to speak of."""
    p = make_profile(widths=(1,), repeats=(n,), f_v=1.0, f_im=1.0, sync_points=0,
                     counts=(1,), lower=(1,), upper=(2,), cold=1)
    return dataclasses.replace(p, critical_path=CriticalPath(**path) if path else CriticalPath())


def test_fma_chain_pays_the_fma_latency_per_level():
    n = 1000
    spec = make_spec()  # 1 GHz
    b = parallel_cost(chain(n, add_mul=n), spec)
    # T_path = n * lat_fma / f: 4 cycles (datasheet default) at 1 GHz
    assert OP_LATENCY_CYCLES["cpu"]["fma"] == 4.0
    assert b.critical_path_s == pytest.approx(n * 4e-9, rel=REL)
    assert b.compute_depth_s == b.critical_path_s
    # a chain cannot beat its latency: it bounds compute (the levels' issue time is n / pi0)
    assert b.compute_s == pytest.approx(max(n * 4e-9, b.compute_levels_s), rel=REL)
    assert b.compute_s == pytest.approx(n * 4e-9, rel=REL)
    # a measured latency in the spec wins over the table
    measured = dataclasses.replace(spec, latency_fma_s=2.5e-9)
    assert parallel_cost(chain(n, add_mul=n), measured).critical_path_s == pytest.approx(n * 2.5e-9)
    # no memory latency per level any more: the chain's data stays in registers
    assert b.latency_s == 0.0


def test_mixed_chain_and_memory_links():
    # 10 add/mul, 5 div, 2 special, 3 int levels and 4 store->load links:
    # (10*4 + 5*14 + 2*20 + 3*1) cycles at 1 GHz + 4 * L1 latency (alpha_f, the first
    # level of a v1 spec: 1 ns)
    p = chain(20, add_mul=10, div=5, special=2, int_ops=3, memory_links=4)
    b = parallel_cost(p, make_spec())
    assert b.critical_path_s == pytest.approx((40 + 70 + 40 + 3) * 1e-9 + 4 * 1e-9, rel=REL)
    assert b.latency_s == pytest.approx(4e-9, rel=REL)
    # on a GPU: 4-cycle FMA, 40-cycle div, 20-cycle special, 4-cycle int
    g = parallel_cost(p, make_gpu(), include_transfer=False)
    assert g.critical_path_s == pytest.approx((40 + 200 + 40 + 12) * 1e-9 + 4e-9, rel=REL)


def test_profile_without_composition_counts_its_levels_as_add_mul():
    b = parallel_cost(chain(50), make_spec())
    assert b.critical_path_s == pytest.approx(50 * 4e-9, rel=REL)


def test_paper_variant_keeps_d_over_pi0_and_latency_per_level():
    p = chain(50, div=50)
    b = parallel_cost(p, make_spec(), "paper")
    assert b.compute_depth_s == pytest.approx(50 / 1e9, rel=REL)
    assert b.latency_s == pytest.approx((1e-9 + 1e-7) * 50, rel=REL)


def test_sync_barriers_and_fork_joins():
    p = dataclasses.replace(make_profile(sync_points=30), parallel_regions=2)
    cpu = make_spec()
    # no fork/join measured: S barriers only
    assert parallel_cost(p, cpu).sync_s == pytest.approx(30 * 1e-6, rel=REL)
    fj = dataclasses.replace(cpu, fork_join_s=5e-6)
    assert parallel_cost(p, fj).sync_s == pytest.approx(30e-6 + 2 * 5e-6, rel=REL)
    # GPU: a kernel launch per phase, those outside sequential loops included
    gpu = make_gpu()
    assert parallel_cost(p, gpu).sync_s == pytest.approx((30 + 2) * 1e-6, rel=REL)
    # an override (or marker) is taken as the whole S
    o = dataclasses.replace(p, sync_source="override")
    assert parallel_cost(o, fj).sync_s == pytest.approx(30e-6, rel=REL)
    assert parallel_cost(o, gpu).sync_s == pytest.approx(30e-6, rel=REL)


def _with_tree(p, depth_tree: int, widths, repeats):
    return dataclasses.replace(p, reduction_trees=TreeSchedule(
        depth=depth_tree, parallelism=ParallelismProfile(tuple(widths), tuple(repeats)),
        critical_path=CriticalPath(add_mul=depth_tree)))


def test_reductions_tree_only_where_outer_parallelism_cannot_fill_the_device():
    # a dot product: W = 64, D = 64 as a chain (W / D = 1), D = 1 as a tree
    dot = _with_tree(make_profile(widths=(1,), repeats=(64,), sync_points=0), 1, (64,), (1,))
    cpu = make_spec()  # 8 cores x 4 lanes = 32 lanes needed
    b = parallel_cost(dot, cpu)
    assert (b.reduction_schedule, b.depth_used, b.lanes_needed) == ("tree", 1, 32)
    assert b.width_outside_reductions == 1.0
    # a gemm-like profile: W / D = 128 >= 32: each reduction stays a chain in its thread
    gemm = _with_tree(make_profile(widths=(128,), repeats=(8,), sync_points=0), 1, (1024,), (1,))
    g = parallel_cost(gemm, cpu)
    assert (g.reduction_schedule, g.depth_used) == ("chain", 8)
    # a wide GPU (n_p = 4096 lanes) cannot be filled by 128: trees there
    big = make_gpu(cores=4096)
    assert parallel_cost(gemm, big, include_transfer=False).reduction_schedule == "tree"
    # the paper variant keeps the profile's own (chain) schedule
    assert parallel_cost(dot, cpu, "paper").depth_used == 64
    # a profile made with --parallel-reductions is a tree schedule already
    t = dataclasses.replace(make_profile(), reductions_as="tree")
    assert parallel_cost(t, cpu).reduction_schedule == "tree"


def test_a_kernel_whose_barriers_cost_more_than_they_save_runs_on_one_core():
    from automatch.decide.partition import partition
    from automatch.model.ec import DeviceModel, ModelOptions
    from automatch.model.implementation import device_model, execution_cost
    from automatch.model.predict import predict

    # 30 barriers of 1 us against ~0.5 us of work: the parallel model says ~30 us
    p = dataclasses.replace(make_profile(sync_points=30), parallel_regions=2)
    cpu = make_spec()
    par = DeviceModel(p, cpu, ModelOptions())
    one_core = dataclasses.replace(cpu, cores=1, peak_fp64_flops_per_s=cpu.pi0("fp64"),
                                   peak_fp32_flops_per_s=cpu.pi0("fp32"))
    one = DeviceModel(dataclasses.replace(p, sync_points=0, parallel_regions=0), one_core,
                      ModelOptions())
    assert one.time() < par.time()
    b = execution_cost(p, cpu)
    assert b.implementation == "sequential" and b.cores == 1 and b.sync_s == 0.0
    assert b.time_s == pytest.approx(one.time(), rel=REL)
    # the bound: the lower of the two implementations' bounds
    assert b.time_low_s == pytest.approx(min(one.time_range()[0], par.time_range()[0]), rel=REL)
    assert b.time_low_s <= b.time_s
    # ranking and partitioning see the same device model
    (ranked,) = predict(p, [cpu])
    assert ranked.breakdown.implementation == "sequential"
    assert device_model(p, cpu).time(0.5) == pytest.approx(one.time(0.5), rel=REL)
    twin = dataclasses.replace(cpu, name="twin")
    assert partition(p, [cpu, twin]) == pytest.approx({cpu.name: 0.5, "twin": 0.5})
    # without barriers the parallel implementation stays
    q = make_profile(sync_points=0)
    assert execution_cost(q, cpu).implementation == "parallel"
    # GPUs and the paper variant keep the parallel model
    assert execution_cost(p, make_gpu()).implementation == "parallel"
    assert execution_cost(p, cpu, "paper").implementation == "parallel"


def test_as_written_charges_a_fork_join_per_instance_of_an_outermost_parallel_loop():
    from automatch.analyses.profile import LoopProfile
    from automatch.model.latency import as_written_regions, sync_time_s

    def lp(id, parent, kind, instances):
        return LoopProfile(id=id, function="f", line=10 + id, depth=1, parent=parent,
                           instances=instances, iterations=100 * instances, kind=kind)

    # a time loop (50 steps) holding two parallel loops, one of them holding a nested
    # parallel loop (not a region of its own), and a reduction outside the time loop
    loops = (lp(0, -1, "sequential", 1), lp(1, 0, "parallel", 50), lp(2, 1, "parallel", 5000),
             lp(3, 0, "parallel", 50), lp(4, -1, "reduction", 1))
    p = dataclasses.replace(make_profile(sync_points=30), parallel_regions=1, loops=loops)
    assert as_written_regions(p) == 50 + 50 + 1
    fj = dataclasses.replace(make_spec(), fork_join_s=5e-6)
    # the bound (one region, S barriers) is as before; as written a parallel for each
    assert sync_time_s(p, fj) == pytest.approx(30 * 1e-6 + 5e-6, rel=REL)
    assert sync_time_s(p, fj, as_written=True) == pytest.approx(101 * 5e-6, rel=REL)
    assert parallel_cost(p, fj).sync_s == pytest.approx(101 * 5e-6, rel=REL)
    # never below the schedule's barriers; one core (the sequential fallback) has none
    many = dataclasses.replace(p, sync_points=10_000)
    assert sync_time_s(many, fj, as_written=True) == pytest.approx(10_000e-6 + 5e-6, rel=REL)
    assert sync_time_s(p, dataclasses.replace(fj, cores=1), as_written=True) == pytest.approx(
        30 * 1e-6 + 5e-6, rel=REL)
