"""automatch.arch.bench: the micro-benchmarks of bench cpu and bench gpu (measuring; the fits are in arch.fit)."""
