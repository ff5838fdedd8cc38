"""automatch.arch: architecture specs (ArchSpec), their TOML files and micro-benchmarks.

Public API: :class:`ArchSpec`, :func:`load_spec`, :func:`find_specs`,
:func:`spec_to_toml`, :func:`save_spec`. The benchmarks live in
``automatch.arch.bench.cpu`` and ``automatch.arch.bench.gpu`` (imported on demand).
"""

from automatch.arch.spec import ArchSpec, HostLink, Provenance
from automatch.arch.spec.files import load_spec, save_spec, spec_to_toml, validate_document
from automatch.arch.spec.search import find_specs, resolve_specs, shipped_specs_dir

__all__ = [
    "ArchSpec",
    "HostLink",
    "Provenance",
    "find_specs",
    "load_spec",
    "resolve_specs",
    "save_spec",
    "shipped_specs_dir",
    "spec_to_toml",
    "validate_document",
]
