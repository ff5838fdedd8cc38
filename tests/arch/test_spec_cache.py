"""The spec validation cache (issue 14: start-up): a spec text that passed validation
is not validated again; any other text is."""

from __future__ import annotations

from pathlib import Path

import pytest


def test_spec_validation_cache_skips_only_texts_that_passed(tmp_path, monkeypatch):
    from automatch.arch.spec import cache as spec_cache
    from automatch.arch.spec import files as specio
    from automatch.arch.spec import search as specsearch
    from automatch.errors import InputError

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(spec_cache, "_keys", [])
    monkeypatch.setattr(spec_cache, "_loaded", [False])
    text = sorted(Path(specsearch.shipped_specs_dir()).glob("*.toml"))[0].read_text()
    first = specio.parse_spec_text(text, "a.toml")
    assert spec_cache.cache_path().exists()
    validations = []
    real = specio.validate_document
    monkeypatch.setattr(specio, "validate_document", lambda *a: validations.append(a) or real(*a))
    monkeypatch.setattr(spec_cache, "_keys", [])  # a new process: the file is read again
    monkeypatch.setattr(spec_cache, "_loaded", [False])
    assert specio.parse_spec_text(text, "a.toml") == first and validations == []
    # a changed text is validated; a bad one is never remembered and keeps its message
    bad = text.replace("cores = ", "cores = -", 1)
    assert bad != text
    messages = []
    for _ in range(2):
        with pytest.raises(InputError) as exc:
            specio.parse_spec_text(bad, "bad.toml")
        messages.append(str(exc.value))
    assert len(validations) == 2 and messages[0] == messages[1] and "bad.toml" in messages[0]
    monkeypatch.setattr(specio, "validate_document", real)
    with pytest.raises(InputError) as exc:  # the message without any cache
        specio.spec_from_document(__import__("tomllib").loads(bad), "bad.toml")
    assert str(exc.value) == messages[0]
