"""Issue 26: a screen reader, heard through the real accessibility bus, can follow and play a round.

The real game (the ``canasta`` command, Qt's xcb platform) runs on its own Xvfb with its own session
D-Bus and AT-SPI bus; a separate process (the system's python3 with pyatspi) hears what Orca or any
AT-SPI screen reader hears. The round is played by real X key presses only (xdotool): Home, Space and
the buttons' keys. Checked from the bus: every focus change names the card or the place in the
game's words, every move of the computer and every refusal is announced (once), every control of the
window and of its dialogs has a name and a role; in English, Danish and Swedish.

English plays the whole round, to the score sheet. Danish and Swedish play ``SHORT_TURNS`` turns each
(the same code paths, in other words) so the suite stays short. Skipped, with the reason, where the
bus cannot start (no Xvfb, xdotool, at-spi2-core or python3-pyatspi: see docs/accessibility.md).
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.settings import Settings, save_settings
from canasta_desktop.ui.text.i18n import install_language, remove_language

from .desktop import Desktop, Heard, desktop, missing
from .heard import CONTROL_ROLES, Words

WHY = missing()
# One worker runs every private desktop (Orca --replace ends any other Orca of this user).
pytestmark = [
    pytest.mark.slow,
    pytest.mark.xdist_group("desktop"),
    pytest.mark.skipif(bool(WHY), reason=f"no AT-SPI desktop here: {WHY}"),
]

LEVEL = "let"
SEED = "4"
SHORT_TURNS = 3
NAME_EVENTS = ("object:property-change:accessible-name", "focus:", "object:state-changed:focused")


@pytest.fixture
def words(qapp, request) -> Iterator[Words]:  # type: ignore[no-untyped-def]
    install_language(qapp, request.param)
    try:
        yield Words(LEVEL)
    finally:
        remove_language(qapp)


class Player:
    """Plays by keys what it hears: draw, then Home, Space and Discard (the first card of the hand)."""

    def __init__(self, run: Desktop, words: Words) -> None:
        self.run = run
        self.words = words
        self.turns = 0
        self.keys = 0
        self.over = False
        self.since = 0  # what was heard from here on came after the player's last turn
        self.pending = ""  # the status line of a turn begun and not played yet

    def key(self, *names: str) -> list[Heard]:
        self.run.key(*names)
        self.keys += len(names)
        return self.run.settle()

    def wait_for_my_turn(self) -> str:
        """The status line's words when it is the player's turn to draw, or "" when the round is over."""
        words = self.words
        draw = words.your_turn | words.stock_out | {words.must_take}

        def mine(h: Heard) -> bool:
            return (h.get("role") == "label" and h.get("name") in draw) or self._dialog(h)

        already = [h for h in self.run.heard[self.since :] if mine(h)]
        heard = already[-1] if already else self.run.wait(mine, 90, "never the player's turn again")
        self.run.settle()
        if self._dialog(heard):
            self.over = True
            return ""
        return str(heard["name"])

    def _dialog(self, heard: Heard) -> bool:
        """Focus on anything but the table: the round is over and the score sheet has the focus."""
        return heard.get("event") == "focus:" and heard.get("role") != "filler"

    def play_turn(self) -> None:
        status, self.pending = self.pending or self.wait_for_my_turn(), ""
        if self.over:
            return
        heard = self.key(self.words.take_key if status == self.words.must_take else self.words.draw_key)
        if any(self._dialog(h) for h in heard):
            self.over = True  # "End round" once the stock is empty
            return
        self.key("Home", "space")
        self.since = len(self.run.heard)
        self.key(self.words.discard_key)
        self.turns += 1


def _announced(heard: list[Heard]) -> list[str]:
    """What the game said: on Linux each text is a notification that shows (`ui/window_parts/notifications.py`)."""
    return [
        str(h["name"])
        for h in heard
        if h["event"] == "object:state-changed:showing" and h["role"] == "notification"
    ]


def _start(run: Desktop, language: str) -> None:
    home = run.home
    save_settings(
        Paths.under(home).settings_file, Settings(animation_speed="instant", teaching=False)
    )  # no caution boxes
    run.start_game("--seed", SEED, "--level", LEVEL)


def _unnamed_controls(objects: list[Heard]) -> list[str]:
    """The controls on screen without a name (a hidden one is out of the keyboard's reach)."""
    return [
        f"{o['role']} at {o['path']}"
        for o in objects
        if o["role"] in CONTROL_ROLES and "showing" in o["states"] and not str(o["name"]).strip()
    ]


def _check_focus_words(heard: list[Heard], words: Words) -> int:
    """Every focus and name change on the table names a card or a place; every other focus is named."""
    checked = 0
    for h in heard:
        if h["event"] not in NAME_EVENTS:
            continue
        if h["role"] == "filler" and "focused" in h["states"]:
            assert words.names_table_focus(str(h["name"])), h
            checked += 1
        elif h["event"] != NAME_EVENTS[0]:
            assert str(h["name"]).strip() and h["role"] not in ("unknown", "invalid"), h
    return checked


def _check_computer_moves(heard: list[Heard], words: Words, dealt: int) -> tuple[int, int]:
    """Each computer move shown in the last-move line was announced, and announced once.

    The last-move line grows by a move at a time ("Easy drew 2 cards." then "Easy drew 2 cards. Easy
    discarded 5♠."); the announcements must bring each move once, not the turn again from its start.
    ``dealt``: the announcements made before the first key (the deal's red threes, not in the line)."""
    turns: list[str] = []
    for h in heard:
        text = str(h["name"])
        if h["event"] != NAME_EVENTS[0] or h["role"] != "label" or not text.startswith(words.computer + " "):
            continue
        if text.endswith("…") or (turns and text == turns[-1]):
            continue
        if turns and text.startswith(turns[-1]):
            turns[-1] = text
        else:
            turns.append(text)
    shown = Counter(move for line in turns for move in words.computer_moves(line))
    announcements = _announced(heard)
    said = Counter(
        move
        for text in announcements[dealt:]
        for move in words.computer_moves(text)
        if text.startswith(words.computer)
    )
    assert shown, "no computer move was shown"
    assert shown - said == Counter(), "moves shown but never announced"
    extra = said - shown
    assert extra == Counter(), f"moves announced more often than made: {extra}"
    return sum(shown.values()), sum(said.values())


@pytest.mark.parametrize(("words", "whole"), [("en", True), ("da", False), ("sv", False)], indirect=["words"])
def test_a_round_by_keys_is_heard_on_the_accessibility_bus(words: Words, whole: bool, tmp_path: Path) -> None:
    started = time.monotonic()
    language = {"en": "en", "da": "da", "sv": "sv"}[_language_of(words)]
    with desktop(tmp_path, language) as run:
        _start(run, language)
        run.settle(1.0)
        # The welcome box is open: every control of it is named; then Esc closes it
        welcome = run.tree()
        assert _unnamed_controls(welcome) == []
        assert any(o["role"] == "dialog" for o in welcome) or any(o["role"] == "push button" for o in welcome)
        dealt = len(_announced(run.heard))
        run.key("Escape")
        focus: Heard = {}
        for _ in range(40):  # the welcome box closes, and the focus comes back to the table
            run.settle(0.3)
            focus = run.focus()
            if focus.get("role") == "filler":
                break
        windows = [
            (o["role"], o["name"], o["states"]) for o in run.tree() if o["role"] in ("frame", "dialog")
        ]
        assert focus.get("role") == "filler", (focus, windows, run.heard[-6:])
        assert words.names_a_hand_card(str(focus["name"])), focus
        assert focus["description"] == words.table_help
        window = run.tree()
        assert _unnamed_controls(window) == [], "unnamed controls in the window"
        assert sum(o["role"] == "push button" for o in window) >= 8

        player = Player(run, words)
        status = player.wait_for_my_turn()
        # A refusal is read out: discarding before drawing
        heard = player.key(words.discard_key)
        assert words.draw_first in _announced(heard)
        # The places, one Tab stop each, and the hand's ends
        heard = player.key("Tab", "Tab", "Tab", "Tab", "End", "Right", "Home")
        names = [str(h["name"]) for h in heard if h["event"] == NAME_EVENTS[0] and h["role"] == "filler"]
        assert any(words.names_a_place(n) and not words.names_a_hand_card(n) for n in names), names
        assert words.names_a_hand_card(names[-1]) and re.search(r"\b1\b", names[-1]), names
        # The New game dialog's controls are named too (Ctrl+N, then Esc)
        player.key("ctrl+n")
        dialog = run.tree()
        assert _unnamed_controls(dialog) == [], "unnamed controls in the New game dialog"
        player.key("Escape")
        player.since, player.pending = len(run.heard), status  # the turn begun before goes on

        while not player.over and (whole or player.turns < SHORT_TURNS):
            player.play_turn()
        if whole:
            assert player.over, "the round did not end"
            sheet = run.tree()
            assert _unnamed_controls(sheet) == [], "unnamed controls on the score sheet"
        else:
            run.settle(1.0)
        (tmp_path / "heard.json").write_text(json.dumps(run.heard, indent=1, ensure_ascii=False))
        checked = _check_focus_words(run.heard, words)
        shown, said = _check_computer_moves(run.heard, words, dealt)
        assert checked > 3 * player.turns
    print(
        f"\n{language}: {player.turns} turns, {player.keys} keys, {checked} table names, "
        f"{shown} computer moves announced, {time.monotonic() - started:.0f} s"
    )


def _language_of(words: Words) -> str:
    from canasta_desktop.ui.text.i18n import current_language

    return current_language()
