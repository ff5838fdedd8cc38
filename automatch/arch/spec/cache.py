"""Remember which architecture spec texts passed validation (issue 14: start-up).

Validating the shipped specs (jsonschema's import, ~0.08 s, and the checks) was a tenth
of a small kernel's ``analyze``. A spec text that passed is remembered by the SHA-256 of
the schema, the validating module's source (``arch/spec/checks.py``: its rules) and the text, in
``$XDG_CACHE_HOME/automatch/validated-specs.json`` (``~/.cache/automatch``); a remembered
text is not validated again. Only texts that passed are remembered, so a bad spec always
gets the full validation and the same messages, and any change to the text, the schema
or the rules changes the key. The cache is best effort: unreadable or unwritable, it only
costs the validation time.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import cache
from pathlib import Path

FILE_NAME = "validated-specs.json"
KEEP = 512  # remembered texts, newest kept

_keys: list[str] = []  # this process's view of the file, loaded once
_loaded: list[bool] = [False]


def cache_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "automatch" / FILE_NAME


@cache
def _rules_digest(schema_text: str, rules_file: Path) -> bytes:
    h = hashlib.sha256(schema_text.encode())
    try:
        h.update(rules_file.read_bytes())
    except OSError:
        h.update(b"?")
    return h.digest()


def key(text: str, schema_text: str, rules_file: Path) -> str:
    """The cache key of spec ``text`` under that schema and rules."""
    return hashlib.sha256(_rules_digest(schema_text, rules_file) + text.encode()).hexdigest()


def known_valid(k: str) -> bool:
    if not _loaded[0]:
        _loaded[0] = True
        try:
            keys = json.loads(cache_path().read_text())
            _keys[:] = [x for x in keys if isinstance(x, str)][-KEEP:]
        except (OSError, ValueError, TypeError):
            pass
    return k in _keys


def remember_valid(k: str) -> None:
    """Add ``k`` to the cache file (atomically; errors ignored)."""
    from automatch.errors import AutomatchError
    from automatch.fileio import atomic_write_text

    _keys.append(k)
    del _keys[:-KEEP]
    try:
        path = cache_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(_keys))
    except (OSError, AutomatchError):
        pass
