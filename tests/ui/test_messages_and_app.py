"""Every refusal has its own sentence; the app's command line works."""

from __future__ import annotations

import os
import subprocess
import sys

from canasta_desktop.engine.cards import Rank, cards_from_str
from canasta_desktop.engine.events import AddedToMeld
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.ui.text.messages import card_text, event_text, reason_text
from canasta_desktop.ui.text.rules_text import rules_html

PARAMS = {"rank": "K", "needed": 2, "points": 40, "allowed": 3, "card": "QS"}


def test_every_reason_code_has_its_own_text(qapp) -> None:  # type: ignore[no-untyped-def]
    texts = {reason: reason_text(reason, PARAMS) for reason in Reason}
    assert len(set(texts.values())) == len(Reason)
    assert all("%" not in text for text in texts.values())
    assert reason_text(Reason.INITIAL_MELD_TOO_LOW, {"points": 40, "needed": 50}) == (
        "The first meld must count at least 50 points; this is 40."
    )


def test_cards_read_as_on_the_table(qapp) -> None:  # type: ignore[no-untyped-def]
    assert card_text("TH") == "10♥"
    assert card_text("XB1") == "Joker"


def test_rules_page_for_every_preset(qapp) -> None:  # type: ignore[no-untyped-def]
    for rules in PRESETS.values():
        html = rules_html(rules)
        assert "%" not in html and str(rules.hand_size) in html


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "canasta_desktop.ui.process.app", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )


def test_app_version_and_help() -> None:
    assert _run("--version").stdout.startswith("canasta ")
    assert "--smoke-test" in _run("--help").stdout


def test_app_smoke_test_plays_and_exits_cleanly() -> None:
    result = _run("--smoke-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok" in result.stdout


def test_the_card_that_completes_a_canasta_is_named(qapp) -> None:  # type: ignore[no-untyped-def]
    """A person sees which card made the canasta (found playing as a stranger: the 2♥ went unnamed)."""
    two = cards_from_str("2H")
    completed = AddedToMeld(seat=3, rank=Rank.JACK, cards=two, became_canasta=True)
    assert event_text(completed, "Carl", you=False) == "Carl added 2♥ to their jacks and completed a canasta."
    assert event_text(completed, "", you=True) == "You added 2♥ to your jacks and completed a canasta."
    grown = AddedToMeld(seat=3, rank=Rank.JACK, cards=two, became_canasta=False)
    assert event_text(grown, "Carl", you=False) == "Carl added 2♥ to their jacks."
