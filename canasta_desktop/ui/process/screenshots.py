"""Render the table offscreen and save screenshots.

Usage: ``python -m canasta_desktop.ui.process.screenshots OUT_DIR [--size 1280x820] [--language da]``.
Writes ``table_start.png`` (a fresh deal), ``table_midround.png`` (melds on both sides
and a frozen pile), ``table_4p.png`` (a 4-player table), ``score_sheet.png``,
``table_small.png`` (a small laptop window), ``rules.png`` and ``rules_4p.png`` (the
rules window), ``new_game.png`` and ``settings.png``, in the language asked for
(English without ``--language``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from ...ai import make_player
from ...engine.events import Event, TurnStarted
from ...engine.rules import preset
from ...engine.state import Phase, RoundState
from ...engine.view import player_view
from ..art.picture_file import save_picture
from ..controller.controller import GameSetup
from ..dialogs.dialogs import NewGameDialog, SettingsDialog, UiSettings
from ..dialogs.rules_dialog import RulesDialog
from ..text.i18n import install_language
from ..text.messages import summary_text
from ..window.main_window import MainWindow


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def play_until(window: MainWindow, condition: Callable[[RoundState], bool], limit: int = 2000) -> bool:
    """Play every seat (the human's too) directly on the engine until ``condition`` holds on the human's turn."""
    controller = window.controller
    state = controller.state
    assert state is not None
    controller.pacing.stop()  # screenshots drive the round themselves
    players = {seat: make_player("random", 7 + seat) for seat in range(state.rules.players)}
    for _ in range(limit):
        if state.is_over:
            return False
        if state.actor == controller.human and state.phase is Phase.DRAW and condition(state):
            controller.pacing.forget()
            last = _last_turn(state, controller.human)
            text = summary_text(last, dict(enumerate(controller.names)), controller.human)
            controller.last_action_changed.emit(text)
            controller.table_changed.emit([])
            controller.after_change(quiet=True)
            return True
        seat = state.actor
        state.play(players[seat].choose(player_view(state, seat), state.legal_actions()))
    return False


def _last_turn(state: RoundState, human: int) -> list[Event]:
    """The events of the turn just played (the seat before the human)."""
    events: list[Event] = []
    for event in reversed(state.public_events):
        if isinstance(event, TurnStarted) and event.seat != human:
            break
        if event.seat != human:
            events.append(event)
    return events[::-1]


def midround(state: RoundState) -> bool:
    return (
        all(state.melds[side] for side in range(state.rules.sides))
        and state.pile_frozen
        and len(state.pile) >= 3
        and any(len(m) >= 7 for side in state.melds for m in side.values())
    )


def new_window(app: QApplication, size: tuple[int, int], setup: GameSetup) -> MainWindow:
    window = MainWindow(UiSettings(speed="instant"))
    window.controller.pace_ms = 10**6  # the computer waits: the screenshot shows a still table
    window.resize(*size)
    window.start(setup)
    window.show()
    settle(app)
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x820")
    parser.add_argument(
        "--language",
        choices=["system", "da", "sv", "en"],
        default="en",
        help="interface language (default: English, with its plural forms)",
    )
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if args.language:
        install_language(app, args.language)

    window = new_window(app, (width, height), GameSetup(seed=3))
    save_picture(window.grab(), args.out / "table_start.png")
    window.close()

    for seed in range(1, 60):
        window = new_window(app, (width, height), GameSetup(seed=seed))
        if play_until(window, midround):
            settle(app)
            window.controller.turn.set_selection(window.controller.hand()[:2])
            settle(app)
            save_picture(window.grab(), args.out / "table_midround.png")
            window.close()
            break
        window.close()

    window = new_window(app, (width, height), GameSetup(preset="classic-4p", seed=5))
    play_until(window, lambda s: all(s.melds[side] for side in range(2)))
    settle(app)
    save_picture(window.grab(), args.out / "table_4p.png")
    window.close()

    window = new_window(app, (width, height), GameSetup(preset="salling-6p", seed=5))
    play_until(window, lambda s: sum(1 for side in range(3) if s.melds[side]) >= 2)
    settle(app)
    save_picture(window.grab(), args.out / "table_6p.png")
    window.close()

    window = new_window(app, (900, 600), GameSetup(seed=4))
    play_until(window, lambda s: bool(s.melds[0]) and len(s.hands[0]) > 14)
    settle(app)
    save_picture(window.grab(), args.out / "table_small.png")
    window.close()

    window = new_window(app, (width, height), GameSetup(seed=11))
    play_until(window, lambda s: False)  # to the end of the round
    controller = window.controller
    state = controller.state
    assert state is not None and state.is_over
    controller.changed([], None)  # score the round as a played one is
    settle(app, 10)
    sheet = window.score_sheet
    assert sheet is not None
    save_picture(sheet.grab(), args.out / "score_sheet.png")
    save_picture(window.grab(), args.out / "table_round_over.png")
    window.close()

    window = new_window(app, (width, height), GameSetup(seed=3))
    for name, rules in (("rules.png", window.controller.rules), ("rules_4p.png", preset("classic-4p"))):
        dialog = RulesDialog(rules, window)
        dialog.show()
        settle(app)
        save_picture(dialog.grab(), args.out / name)
        dialog.close()
    for name, box in (
        ("new_game.png", NewGameDialog(window.controller.setup, window)),
        ("settings.png", SettingsDialog(window.settings, window)),
    ):
        box.show()
        settle(app)
        save_picture(box.grab(), args.out / name)
        box.close()
    house_rules_shots(app, window, args.out)
    window.close()
    window = new_window(app, (width, height), GameSetup(preset="classic-3p", seed=5, levels=("svaer", "let")))
    play_until(window, lambda state: all(state.melds[side] for side in range(3)) and len(state.pile) >= 2)
    settle(app)
    save_picture(window.grab(), args.out / "table_3p.png")
    window.close()
    print(f"screenshots written to {args.out}")
    return 0


def house_rules_shots(app: QApplication, window: MainWindow, out: Path) -> None:
    """New game on a house-rule set with a level per seat; the editor, as saved and with a refused change."""
    from ...persistence.house_rules import HouseRulesBook, HouseRuleSet
    from ..dialogs.rules_editor import RulesEditorDialog

    farmor = preset("family-4p").changed(
        decks=3, jokers=6, initial_meld_steps=((0, 60), (2000, 90), (3000, 120))
    )
    book = HouseRulesBook(None, [HouseRuleSet.of("Farmors regler", farmor)])
    setup = GameSetup(preset="Farmors regler", house_rules=book.sets[0].rules, levels=("let", "svaer", "let"))
    dialog = NewGameDialog(setup, window, book)
    dialog.show()
    settle(app)
    save_picture(dialog.grab(), out / "new_game_house_rules.png")
    dialog.close()
    editor = RulesEditorDialog(book, ("house", "Farmors regler"), window)
    editor.show()
    settle(app)
    save_picture(editor.grab(), out / "rules_editor.png")
    editor.form.editors["decks"].set_value(1)
    editor.form.editors["players"].set_value(6)
    settle(app)
    save_picture(editor.grab(), out / "rules_editor_refused.png")
    editor.form.tabs.setCurrentIndex(1)
    settle(app)
    save_picture(editor.grab(), out / "rules_editor_melds.png")
    editor.close()


if __name__ == "__main__":
    sys.exit(main())
