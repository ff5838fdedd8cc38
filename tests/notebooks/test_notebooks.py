"""The notebooks run top to bottom (nbclient, kernel python3), so they never rot."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
NAMES = ("tour.ipynb", "sweep.ipynb")


@pytest.mark.parametrize("name", NAMES)
def test_notebook_runs(name, tmp_path, monkeypatch):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    # the kernel inherits the environment: the repository on the path, output in tmp_path
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    monkeypatch.setenv("AUTOMATCH_SWEEP_OUT", str(tmp_path / "sweep"))
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                                     resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.get("output_type") == "error"]
    assert not errors
    if name == "sweep.ipynb":
        assert (tmp_path / "sweep" / "results.csv").is_file()


@pytest.mark.parametrize("name", NAMES)
def test_notebook_committed_without_outputs(name):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert not cell.outputs and cell.execution_count is None
