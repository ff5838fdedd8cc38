"""automatch.validate: predicted vs measured performance of the registry's workloads.

``metrics`` holds the pure comparisons (upper bound, error, ranking, Kendall tau,
splits); ``measure`` builds and times the OpenMP (and, where a GPU is present, the
GPU) implementations; ``harness`` runs the whole validation; ``report`` writes the
JSON, the plot and the markdown table. Nothing runs at import time.
"""
