"""Fixtures for the architecture-spec tests: a valid document to mutate, a CLI runner."""

from __future__ import annotations

import argparse
import copy
import tomllib
from pathlib import Path

import pytest

from automatch.arch.spec.search import shipped_specs_dir
from automatch.arch.spec.tomlw import dumps

SHIPPED = shipped_specs_dir()


@pytest.fixture
def valid_doc() -> dict:
    """A parsed, valid CPU spec document (a deep copy: mutate freely)."""
    assert SHIPPED is not None
    return copy.deepcopy(tomllib.loads((SHIPPED / "amd-epyc-9654.toml").read_text()))


@pytest.fixture
def write_doc(tmp_path: Path):
    def write(doc: dict, name: str = "x.toml") -> Path:
        p = tmp_path / name
        p.write_text(dumps(doc))
        return p

    return write


@pytest.fixture
def cli():
    """Run a sub-command through a local argparse, as automatch.cli.main will."""
    from automatch.cli import archspec_cmd, bench_cmd

    def run(*argv: str) -> int:
        ap = argparse.ArgumentParser(prog="automatch")
        sub = ap.add_subparsers(dest="command", required=True)
        archspec_cmd.add_parser(sub)
        bench_cmd.add_parser(sub)
        args = ap.parse_args([str(a) for a in argv])
        return args.func(args)

    return run
