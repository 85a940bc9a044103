"""Issue 26: Orca itself, on a private desktop, reading the game out: the focused card and place, the
welcome box, and every move (the computer's too), said as notifications (`ui/window_parts/notifications.py`).

What Orca would say is read from its debug log ("SPEECH OUTPUT: '…'"), which records each text as
Orca hands it to speech-dispatcher (and espeak-ng); no sound device is needed. Skipped where Orca is
not installed (Debian: orca; CI does not install it, see docs/accessibility.md).
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from canasta_desktop.engine.cards import Card
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.settings import Settings, save_settings
from canasta_desktop.ui.text.i18n import current_language, install_language, remove_language

from .desktop import Desktop, desktop, missing
from .heard import Words

WHY = missing() or ("" if shutil.which("orca") else "no orca (Debian: orca)")
# One worker runs every private desktop (Orca --replace ends any other Orca of this user).
pytestmark = [
    pytest.mark.slow,
    pytest.mark.xdist_group("desktop"),
    pytest.mark.skipif(bool(WHY), reason=f"no Orca desktop here: {WHY}"),
]


def _spoken(log: Path) -> list[str]:
    text = log.read_text(errors="replace") if log.exists() else ""
    return re.findall(r"SPEECH OUTPUT: '(.*?)'", text)


def _wait_spoken(run: Desktop, log: Path, until: str, timeout: float = 30) -> list[str]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        spoken = _spoken(log)
        if any(until in line for line in spoken):
            return spoken
        run.settle(0.3, 2)
    raise AssertionError(f"Orca never said {until!r}; it said {_spoken(log)}")


@pytest.fixture
def words(qapp, request) -> Iterator[Words]:  # type: ignore[no-untyped-def]
    install_language(qapp, request.param)
    try:
        yield Words("let")
    finally:
        remove_language(qapp)


@pytest.mark.parametrize("words", ["en", "da"], indirect=True)
def test_orca_speaks_the_focused_card_and_the_places(words: Words, tmp_path: Path) -> None:
    spoken_words = words.spoken
    with desktop(tmp_path, current_language()) as run:
        log = run.start_orca()
        _wait_spoken(run, log, "")  # "Screen reader on", in its own language
        settings = Settings(animation_speed="instant", teaching=False)
        save_settings(Paths.under(tmp_path).settings_file, settings)
        run.start_game("--seed", "4", "--level", "let")
        first = spoken_words.hand_card(Card.from_str("KC"), False, 0, 15)
        spoken = _wait_spoken(run, log, first)
        run.key("Escape")  # the welcome box on the table holds the computer until it is closed
        if not any(h.get("name") in words.your_turn for h in run.heard):
            run.wait(lambda h: h.get("name") in words.your_turn, 60, "never the player's turn")
        run.key(words.draw_key)
        run.settle(1.0)
        run.key("End")
        _wait_spoken(run, log, spoken_words.hand_card(Card.from_str("2D"), False, 16, 17))
        run.key("Tab")
        _wait_spoken(run, log, spoken_words.stock(72))
        before = len(_computer_moves(_spoken(log), words))
        # Typed in one go, as a quick hand does: the discard key acts after the Space's selection even
        # while Qt's AT-SPI bridge holds each key press for Orca (`TableView.set_key_actions`; before,
        # the shortcut acted first: "Select exactly one card to discard", stop 29's CI failure).
        run.key("Home", "space", words.discard_key)  # refused, the computer would never move
        end = time.monotonic() + 30  # the computer's turn after the discard is spoken
        while len(_computer_moves(_spoken(log), words)) <= before and time.monotonic() < end:
            run.settle(0.3, 2)
        spoken = _spoken(log)
        print(f"\nOrca ({current_language()}) said:\n  " + "\n  ".join(spoken))
        assert len(_computer_moves(spoken, words)) > before > 0, "the computer's moves were not spoken"
        assert any(words.welcome_start in line for line in spoken), "the welcome box was not read out"


def _computer_moves(spoken: list[str], words: Words) -> list[str]:
    """The computer's moves Orca spoke: each a notification ("notification Easy drew 2 cards.")."""
    return [line for line in spoken if line.startswith("notification " + words.computer + " ")]
