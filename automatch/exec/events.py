"""The event stream's word format, shared by the instrumenter and every consumer.

The instrumented program appends int64 words to a fixed-size buffer:

* a basic block entered: ``-(block_id + 1)``;
* region markers: ``REGION_ENTER`` / ``REGION_EXIT`` (below every block code);
* a memory access: a non-negative word, the address in bits 0-47, log2 of the access
  size in bits 48-51, bit 52 set for a store, bit 54 as well for a *silent* store, one
  that wrote the value the location already held (the replay skips it: it changes no
  value, so nothing depends on it and it depends on nothing; the reuse analysis still
  counts a store, since the hardware dirties the line all the same);
* bit 55 set on an *irregular* access: its static instruction's previous access was
  4 KiB or more away (a column walk, a gather, a scatter): the hardware's
  stream and stride prefetchers work within a page and cannot run ahead of it, so a
  miss of such an access costs the memory's latency over the misses in flight rather
  than its bandwidth (the reuse analysis keeps these accesses' own histogram);
* bit 56 set on a *strided* access: its static instruction's previous access was 128 B
  (two lines) to 4 KiB away (a column walk of a matrix with rows shorter than a page):
  every access needs a line of its own, skipping lines a stream would have fetched, and
  the prefetchers of some cores follow such strides while others do not, so ``bench
  cpu`` measures their cost apart (its own histogram as well);
* a ranged access (memcpy/memmove/memset): the same word with bit 53 set, followed by
  one word holding the length in bytes.

The static instruction of each access is implied by the block template (accesses come
in the block's static order), so the stream needs no instruction ids.
"""

from __future__ import annotations

ADDR_MASK = (1 << 48) - 1
SIZE_SHIFT = 48
SIZE_MASK = 0xF
STORE_BIT = 1 << 52
RANGE_BIT = 1 << 53
SILENT_BIT = 1 << 54
IRREGULAR_BIT = 1 << 55
IRREGULAR_PAGE_BYTES = 4096  # a page: the prefetchers' reach
STRIDED_BIT = 1 << 56
STRIDED_MIN_BYTES = 128  # two lines: a step that skips a line a stream would fetch
REGION_ENTER = -(1 << 40)
REGION_EXIT = -(1 << 40) - 1
# ``__am_flush(null, REGION_BEGINS_FLUSH)``: the kernel's region is entered (outermost
# call), before its first event: the child reads which pages are still untouched
REGION_BEGINS_FLUSH = -1
BUFFER_WORDS = 1 << 20  # 8 MiB of events between two flushes, whatever the trace length
BUFFER_HEADROOM = 4096  # words past BUFFER_WORDS a block segment may write after its reserve


def block_word(block_id: int) -> int:
    return -(block_id + 1)


def access_tag(size: int, is_store: bool, is_range: bool = False) -> int:
    """High bits ORed onto an address: size (rounded up to a power of two), kind."""
    log2 = max(0, (max(size, 1) - 1).bit_length())
    return (log2 << SIZE_SHIFT) | (STORE_BIT if is_store else 0) | (RANGE_BIT if is_range else 0)

# Whole-program mode (automatch.ir.regions): region r entered / left. Below every block
# code and the kernel markers above, so ``word <= REGION_WORD_BASE`` tells them apart.
REGION_WORD_BASE = -(1 << 41)


def region_enter_word(region: int) -> int:
    return REGION_WORD_BASE - 2 * region


def region_exit_word(region: int) -> int:
    return REGION_WORD_BASE - 2 * region - 1
