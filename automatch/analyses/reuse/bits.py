"""Bit-level primitives of the reuse kernels (analyses/reuse/kernels.py, analyses/reuse/maintenance.py):
LLVM intrinsics numba does not expose (population count, leading and trailing zeros, a
software prefetch) and the small scalar helpers inlined into the kernels' hot loops:
the SHARDS sampling hash of a line, the histogram bin of a stack distance, the page
directory's slot, and the histogram part of an access's irregular/strided flags.
Scalars only: a helper taking arrays, even ``inline="always"``, left NRT reference
counting in the hot loop (reuse_kernels' docstring)."""

from __future__ import annotations

import numpy as np

from automatch.exec.aot.kernels import intrinsic, njit

SHARDS_P_BITS = 24
SHARDS_P_MASK = (1 << SHARDS_P_BITS) - 1
_GOLD = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)


@intrinsic
def popcount(typingctx, x):
    from numba.core import types

    if not isinstance(x, types.Integer):
        return None

    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])

    return x(x), codegen


@intrinsic
def clz(typingctx, x):
    from llvmlite import ir
    from numba.core import types

    if not isinstance(x, types.Integer):
        return None

    def codegen(context, builder, signature, args):
        return builder.ctlz(args[0], ir.Constant(ir.IntType(1), 0))

    return x(x), codegen


@intrinsic
def ctz(typingctx, x):
    from llvmlite import ir
    from numba.core import types

    if not isinstance(x, types.Integer):
        return None

    def codegen(context, builder, signature, args):
        return builder.cttz(args[0], ir.Constant(ir.IntType(1), 0))

    return x(x), codegen


@intrinsic
def prefetch(typingctx, arr, idx):
    """Hint the cache to load ``arr[idx]`` (llvm.prefetch, read, high locality)."""
    from llvmlite import ir
    from numba.core import cgutils, types

    if not isinstance(arr, types.Array) or not isinstance(idx, types.Integer):
        return None

    def codegen(context, builder, signature, args):
        aryty = signature.args[0]
        ary = context.make_array(aryty)(context, builder, args[0])
        ptr = cgutils.get_item_pointer(context, builder, aryty, ary, [args[1]], wraparound=False)
        i32 = ir.IntType(32)
        ptr = builder.bitcast(ptr, ir.PointerType(ir.IntType(8)))
        fnty = ir.FunctionType(ir.VoidType(), [ptr.type, i32, i32, i32])
        fn = cgutils.get_or_insert_function(builder.module, fnty, "llvm.prefetch.p0")
        zero, three, one = ir.Constant(i32, 0), ir.Constant(i32, 3), ir.Constant(i32, 1)
        builder.call(fn, [ptr, zero, three, one])
        return context.get_dummy_value()

    return types.void(arr, idx), codegen


@njit(nogil=True, cache=True, inline="always")
def shards_hash(line):
    """splitmix64 finaliser of a line number, low SHARDS_P_BITS bits."""
    z = np.uint64(line) + _GOLD
    z = (z ^ (z >> np.uint64(30))) * _MIX1
    z = (z ^ (z >> np.uint64(27))) * _MIX2
    z = z ^ (z >> np.uint64(31))
    return np.int64(z & np.uint64(SHARDS_P_MASK))


@njit(nogil=True, cache=True, inline="always")
def distance_bin(d, b_log):
    """Histogram bin of a finite distance d: exact below 2B, then B bins per octave."""
    nb = np.int64(1) << b_log
    if d < 2 * nb:
        return d
    o = 63 - np.int64(clz(np.uint64(d)))
    return 2 * nb + (o - b_log - 1) * nb + ((d >> (o - b_log)) - nb)


TLB_BITS = 6  # the page TLB's entries: 2^TLB_BITS, two a set


@njit(nogil=True, cache=True, inline="always")
def tlb_set(pg):
    """The first entry of page ``pg``'s set in the page TLB (reuse_kernels' ``tlbk``)."""
    return (pg & ((1 << (TLB_BITS - 1)) - 1)) << 1


@njit(nogil=True, cache=True)
def dir_slot(pg, dbits):
    return np.int64((np.uint64(pg) * _GOLD) >> np.uint64(64 - dbits))


@njit(nogil=True, cache=True, inline="always")
def class_offset(flags, part):
    """Where an access's own histogram starts in ``hist`` (three parts of ``part`` bins):
    ``flags`` bit 1 irregular (the second part), else bit 0 strided (the third), else
    none (0: the access is counted in the first part only)."""
    if flags & 2:
        return part
    if flags & 1:
        return part << 1
    return np.int64(0)
