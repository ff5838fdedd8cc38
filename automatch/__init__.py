"""automatch: predict how a sequential kernel would run when parallelised on CPUs and GPUs.

The pipeline runs one way: ``ir`` (load and canonicalise LLVM IR) -> ``exec`` (run it
instrumented, stream events) -> ``analyses`` (schedule, reuse, loops: the Profile) ->
``arch`` (device specs) -> ``model`` (Execution Cost) -> ``decide`` (rank, partition) ->
``report``. Nothing is imported eagerly: ``import automatch`` is cheap.
"""

__all__ = ["__version__", "partition", "predict", "profile_program"]


def __getattr__(name):
    # Lazy public API, so that importing the package does no work (numba, llvmlite).
    if name == "__version__":  # automatch.version: the package metadata or pyproject.toml
        from automatch.version import version

        return version()
    if name == "partition":
        from automatch.decide.partition import partition

        return partition
    if name == "predict":
        from automatch.model.predict import predict

        return predict
    if name == "profile_program":
        from automatch.pipeline import profile_program

        return profile_program
    raise AttributeError(f"module 'automatch' has no attribute {name!r}")
