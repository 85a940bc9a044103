"""The window's comfort controls: View ▸ Larger / Smaller / Normal card size (Ctrl +, Ctrl −, Ctrl 0,
Ctrl + wheel) and Help ▸ Keyboard."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ...persistence.settings import CARD_SIZES, CardSize, Settings
from ..controller.controller import GameController
from ..table.layout_plan import ZOOMS
from ..table.scene import TableScene


def scaled_style(style: str, scale: float) -> str:
    """A style sheet whose pixel font sizes are ``scale`` times larger (the desktop's font is larger)."""
    return re.sub(r"font-size: (\d+)px", lambda m: f"font-size: {round(int(m.group(1)) * scale)}px", style)


def next_card_size(current: str, step: int) -> CardSize:
    """The card size one step bigger (``step`` > 0) or smaller, stopping at the ends; 0: Normal."""
    if step == 0:
        return "normal"
    index = CARD_SIZES.index(current) if current in CARD_SIZES else 0
    return CARD_SIZES[max(0, min(len(CARD_SIZES) - 1, index + (1 if step > 0 else -1)))]


def apply_comfort(scene: TableScene, controller: GameController, settings: Settings) -> None:
    """Card size, four-colour suits, high contrast and stepping through the computer's turn, at once."""
    scene.set_look(settings.four_colour_suits, settings.high_contrast)
    scene.set_zoom(ZOOMS.get(settings.card_size, 1.0))
    controller.step_through = settings.step_through
    if not settings.step_through:
        controller.step_on()  # a computer waiting for a key need not wait any longer


class ComfortMenu(QObject):
    def __init__(
        self,
        window: QMainWindow,
        help_menu: QMenu,
        zoom: Callable[[int], None],
        keyboard_help: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self.view_menu = QMenu(window)
        window.menuBar().insertMenu(help_menu.menuAction(), self.view_menu)
        self.larger = self._action(window, ["Ctrl++", "Ctrl+="], lambda: zoom(1))
        self.smaller = self._action(window, ["Ctrl+-"], lambda: zoom(-1))
        self.normal = self._action(window, ["Ctrl+0"], lambda: zoom(0))
        for action in (self.larger, self.smaller, self.normal):
            self.view_menu.addAction(action)
        self.keyboard = QAction(window)
        self.keyboard.setShortcut(QKeySequence("Ctrl+K"))
        self.keyboard.triggered.connect(lambda: keyboard_help())
        after_rules = help_menu.actions()[1:2]  # between Rules and About
        if after_rules:
            help_menu.insertAction(after_rules[0], self.keyboard)
        else:
            help_menu.addAction(self.keyboard)
        self.retranslate()

    def _action(self, window: QMainWindow, keys: list[str], slot: Callable[[], None]) -> QAction:
        action = QAction(window)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(lambda: slot())  # not the `checked` flag
        window.addAction(action)
        return action

    def retranslate(self) -> None:
        self.view_menu.setTitle(self.tr("&View"))
        self.larger.setText(self.tr("&Larger cards"))
        self.smaller.setText(self.tr("&Smaller cards"))
        self.normal.setText(self.tr("&Normal card size"))
        self.keyboard.setText(self.tr("&Keyboard…"))
