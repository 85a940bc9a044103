"""Render two lessons offscreen in English, Danish and Swedish, to look at.

Usage: ``python -m canasta_desktop.ui.process.lesson_screenshots OUT_DIR``. Writes
``lesson_pile_{en,da,sv}.png`` (the frozen pile: the pointer on the pair and the pile) and
``lesson_first_meld_{en,da,sv}.png`` (a first meld below the minimum tried: the rules' reason
and the lesson's explanation in the box).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from ...engine.cards import Card
from ..art.picture_file import save_picture
from ..controller.controller import GameSetup
from ..dialogs.dialogs import UiSettings
from ..lessons.book import lessons_for
from ..text.button_text import Button
from ..window.main_window import MainWindow

LANGUAGES = ("en", "da", "sv")
SHOTS = (("pile", "lesson_pile", ()), ("first-meld", "lesson_first_meld", ("KH", "KS", "KD")))


def settle(app: QApplication) -> None:
    """Let the cards glide to their places and the pointer follow them."""
    for _ in range(3):
        app.processEvents()
        time.sleep(0.25)
    app.processEvents()


def shoot(app: QApplication, out: Path, language: str) -> None:
    window = MainWindow(UiSettings(speed="instant"))
    window.controller.pace_ms = 0
    window.resize(1280, 820)
    window.show()
    window.set_language(language)
    window.start(GameSetup(preset="classic-2p", level="let", seed=11))
    lessons = {lesson.id: lesson for lesson in lessons_for(None)}
    for lesson_id, name, wrong in SHOTS:
        window.lessons.start(lessons[lesson_id])
        settle(app)
        if wrong:
            window.controller.turn.set_selection([Card.from_str(text) for text in wrong])
            window.buttons[Button.MELD].click()
            settle(app)
        save_picture(window.grab(), out / f"{name}_{language}.png")
    window.lessons.leave()
    window.controller.shutdown()
    window.close()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    for language in LANGUAGES:
        shoot(app, out, language)
    print(f"lesson screenshots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
