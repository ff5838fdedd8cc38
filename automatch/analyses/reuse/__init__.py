"""automatch.analyses.reuse: LRU stack distances (paper eq. 4), exact or SHARDS-sampled, in numba."""
