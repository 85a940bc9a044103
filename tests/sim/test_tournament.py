"""The resumable tournament (benchmarks/tournament.py): it carries on where the committed results stop."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "tournament.py"


@pytest.fixture
def tournament(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("tournament_under_test", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "RESULTS", tmp_path)
    monkeypatch.delitem(sys.modules, spec.name)
    return module


def _row(fingerprint: str, match: int, winner: str | None) -> dict[str, object]:
    return {
        "fingerprint": fingerprint,
        "match": match,
        "winner": winner,
        "a_side": match % 2,
        "rounds": 2,
        "totals": [5100, 3000],
        "problem": None,
        "a_ms": {"count": 2, "total": 900.0, "largest": 880.0, "buckets": {"300": 1, "500": 1}},
    }


def test_the_next_match_is_the_lowest_one_missing_for_the_current_code(tournament: ModuleType) -> None:
    pairing = tournament.PAIRINGS[0]
    current = tournament.fingerprint()
    assert tournament.next_match(pairing, current, 300) == 0
    for match in (0, 1, 3):
        tournament.append(pairing, _row(current, match, "a"))
    tournament.append(pairing, _row("older-code", 2, "b"))  # another fingerprint does not count
    assert tournament.next_match(pairing, current, 300) == 2
    assert tournament.next_match(pairing, current, 3) is None  # three matches are enough


def test_the_report_counts_only_the_current_code(tournament: ModuleType) -> None:
    pairing = tournament.PAIRINGS[0]
    current = tournament.fingerprint()
    tournament.append(pairing, _row(current, 0, "a"))
    tournament.append(pairing, _row(current, 1, "b"))
    tournament.append(pairing, _row("older-code", 2, "b"))
    line = tournament.summary(pairing, tournament.load(pairing, current))
    assert "2/300 matches" in line and "won 1, lost 1" in line and "50.0 %" in line
    assert "+0.0 points a round" in line  # side 0 won 5100–3000 twice: A once on each side


def test_the_fingerprint_follows_the_budget(tournament: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    before = tournament.fingerprint()
    monkeypatch.setattr(tournament.ekspert, "STEPS", tournament.ekspert.STEPS + 1)
    assert tournament.fingerprint() != before
