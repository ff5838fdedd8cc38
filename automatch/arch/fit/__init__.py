"""automatch.arch.fit: pure fits of the micro-benchmarks' raw sweeps into spec parameters (no measuring, no I/O)."""
