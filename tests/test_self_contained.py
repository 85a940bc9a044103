"""The repository stands on its own: nothing outside docs/ points at the specification files that
lived outside it. The rules are docs/rules.md, the design docs/design.md."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The specification files that lived outside the repository, spelt in pieces so this file does not cite them.
SPEC_FILES = ("RULES", "DESIGN", "UX")
OUTSIDE = re.compile("|".join(rf"{name}\.md" for name in SPEC_FILES) + "|" + "sha" + "red/")


def tracked_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [name for name in listed.stdout.decode().split("\0") if name]


def citations_outside(names: list[str]) -> dict[str, list[int]]:
    """Each file (outside docs/) that names a file outside the repository, with the line numbers."""
    found: dict[str, list[int]] = {}
    for name in names:
        if name.startswith("docs/") or name == "tests/test_self_contained.py":
            continue
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue  # binary files (.qm, images), or deleted and not yet committed
        lines = [number for number, line in enumerate(text.splitlines(), 1) if OUTSIDE.search(line)]
        if lines:
            found[name] = lines
    return found


def test_no_file_outside_docs_cites_a_file_outside_the_repository() -> None:
    assert citations_outside(tracked_files()) == {}


def test_the_check_finds_a_citation() -> None:
    rules, design, ux = (f"{name}.md" for name in SPEC_FILES)
    assert OUTSIDE.search(f"see {rules} §2.7") and OUTSIDE.search("(../" + "sha" + "red/ai-positions)")
    assert OUTSIDE.search(ux) and OUTSIDE.search(f"{design}'s layering")
    assert not OUTSIDE.search("docs/rules.md §2.7, docs/design.md")
