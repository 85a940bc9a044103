"""At 200 % (QT_SCALE_FACTOR=2) with Extra large cards, four colours and high contrast: crisp cards
(twice the device pixels), no table text cut short, every widget text fits, in en/da/sv. A larger
desktop font makes the table's texts larger."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.process.screenshots import midround, play_until
from canasta_desktop.ui.table.layout import set_text_scale
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .text_fit import text_problems

ROOT = Path(__file__).resolve().parents[2]

_RUN = """
import json, os, sys
sys.path.insert(0, os.path.join(os.getcwd(), "tests", "ui"))
from PySide6.QtWidgets import QApplication
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.process.screenshots import midround, new_window, play_until, settle
from canasta_desktop.ui.text.i18n import install_language
from text_fit import text_problems
app = QApplication(sys.argv[:1])
install_language(app, sys.argv[1])
for seed in range(1, 40):
    win = new_window(app, (1280, 800), GameSetup(seed=seed))
    win.apply_settings(Settings(animation_speed="instant", card_size="xlarge", four_colour_suits=True,
                                high_contrast=True))
    if play_until(win, midround):
        break
    win.close()
settle(app, 10)
win.view.viewport().grab()  # paint: every card renders its pixmap at the device's resolution
cards = [(round(item.pixel_size[0]), round(item.scale() * item.card_rect().width()))
         for item in win.scene.cards.values() if item.isVisible() and item.card is not None]
labels = [(label.text(), label.room()) for label in win.scene.labels if label.isVisible()]
print(json.dumps({"ratio": win.devicePixelRatioF(), "cards": cards, "labels": labels,
                  "problems": text_problems(win, screen=False)}))
win.controller.shutdown()
"""


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_at_200_percent_extra_large_cards_are_crisp_and_no_text_is_cut(tmp_path: Path, language: str) -> None:
    env = dict(
        os.environ,
        QT_SCALE_FACTOR="2",
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        CANASTA_DESKTOP_HOME=str(tmp_path),
    )
    out = (
        subprocess.run(
            [sys.executable, "-c", _RUN, language],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=120,
            check=True,
        )
        .stdout.strip()
        .splitlines()[-1]
    )
    found = json.loads(out)
    assert found["ratio"] == 2
    assert found["cards"]
    for device, logical in found["cards"]:
        assert device == pytest.approx(2 * logical, abs=2)  # drawn at the device's resolution: crisp
    cut = [text for text, _room in found["labels"] if text.endswith("…")]
    assert cut == []
    assert found["problems"] == []


def test_a_larger_desktop_font_makes_the_table_texts_larger_and_none_is_cut(qtbot) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    old = app.font()
    bigger = QFont(old)
    bigger.setPointSizeF(12.0)  # 16 px where Qt's own is 9 pt (12 px)
    app.setFont(bigger)
    win = MainWindow(UiSettings(speed="instant"))
    try:
        win.controller.pace_ms = 10**6
        win.resize(1280, 800)
        qtbot.addWidget(win)
        win.show()
        for seed in range(1, 40):
            win.start(GameSetup(seed=seed))
            if play_until(win, midround):
                break
        for _ in range(5):
            app.processEvents()  # the panel lays out its new texts
        sizes = [label.font().pixelSize() for label in win.scene.labels if label.isVisible()]
        assert min(sizes) >= 15  # 12 px texts become 16 px
        assert [
            label.text() for label in win.scene.labels if label.isVisible() and label.text().endswith("…")
        ] == []
        assert (
            win.buttons[Button.DRAW].fontInfo().pixelSize() >= 18
        )  # the buttons' 14 px grow with the desktop's font
        assert win.status.fontInfo().pixelSize() >= 20
        assert win.history.list.fontInfo().pixelSize() >= 17  # the move history's 13 px too
        assert text_problems(win, screen=False) == []
    finally:
        win.controller.shutdown()
        app.setFont(old)
        set_text_scale(1.0)
