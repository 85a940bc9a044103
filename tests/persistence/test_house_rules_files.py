"""House-rule files meet the same hardening as the others: a named pipe offered for import is refused
without being opened, and a read-only copy of the game reads the player's sets but never writes or
moves them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_desktop.persistence.house_rules import HouseRulesBook, house_rules_file, save_house_rules
from canasta_desktop.persistence.paths import Paths

from .test_house_rules import FARMOR, THREE

ROOT = Path(__file__).resolve().parents[2]

IMPORT = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from canasta_desktop.persistence.house_rules import import_house_rules
result = import_house_rules(Path(sys.argv[2]))
print(result.problem.value, result.detail)
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")
def test_importing_a_named_pipe_is_refused_without_hanging(tmp_path: Path) -> None:
    pipe = tmp_path / "rules.json"
    os.mkfifo(pipe)
    result = subprocess.run(
        [sys.executable, "-c", IMPORT, str(ROOT), str(pipe)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )  # a child: a regression hangs it, not the run
    assert result.stdout.startswith("unreadable") and "not a regular file" in result.stdout
    assert pipe.is_fifo()  # the player's file: left where it is


def test_a_read_only_book_reads_but_never_writes_or_moves(private_home: Paths) -> None:
    path = house_rules_file(private_home)
    save_house_rules(path, [FARMOR])
    save_house_rules(path, [FARMOR, THREE])
    before = sorted((p.name, p.read_bytes()) for p in path.parent.iterdir())
    book = HouseRulesBook.open(path, read_only=True)
    assert book.sets == [FARMOR, THREE]
    book.remove(FARMOR.name)
    book.put(FARMOR, replacing=None)
    assert book.names() == [THREE.name, FARMOR.name]  # edited in memory for this session
    assert sorted((p.name, p.read_bytes()) for p in path.parent.iterdir()) == before
    path.write_text("{ cut off")
    damaged = HouseRulesBook.open(path, read_only=True)
    assert damaged.sets == [FARMOR] and damaged.problems[0].moved_to is None  # the backup, nothing moved
    assert path.read_text() == "{ cut off"
