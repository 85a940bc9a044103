"""The window's Game and Help menus (the View menu is `ComfortMenu`'s)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow


class WindowMenu(QObject):
    """Game: New game, Review a round, Statistics, Move history, Settings, Quit. Help: Learn to play, Rules, About."""

    def __init__(
        self,
        window: QMainWindow,
        history_action: QAction,
        slots: dict[str, Callable[[], object]],
        with_statistics: bool,
    ) -> None:
        super().__init__(window)
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(window, slots["new"], QKeySequence.StandardKey.New)
        self.deal_code_action = self._action(window, slots["deal_code"])  # window_deal.py
        self.deal_back_action = self._action(window, slots["deal_back"])  # shown while a deal is played
        self.deal_back_action.setVisible(False)
        self.statistics_action = self._action(window, slots["statistics"])
        self.statistics_action.setEnabled(with_statistics)  # nothing is recorded without a place to keep it
        self.settings_action = self._action(window, slots["settings"])
        self.review_action = self._action(window, slots["review"])
        self.quit_action = self._action(window, window.close, QKeySequence.StandardKey.Quit)
        self.history_action = history_action
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        game = (self.new_action, self.review_action, self.deal_code_action, self.deal_back_action)
        for action in (*game, self.statistics_action, self.history_action, self.settings_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.help_menu = bar.addMenu("")
        self.learn_action = self._action(window, slots["learn"])
        self.rules_action = self._action(window, slots["rules"], QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(window, slots["about"])
        self.fairness_action = self._action(window, slots["fairness"])  # dialogs/fairness.py
        for action in (self.learn_action, self.rules_action, self.fairness_action, self.about_action):
            self.help_menu.addAction(action)

    @staticmethod
    def _action(
        window: QMainWindow, slot: Callable[[], object], key: QKeySequence.StandardKey | None = None
    ) -> QAction:
        action = QAction(window)
        if key is not None:
            action.setShortcut(key)
        action.triggered.connect(lambda: slot())  # never the action's `checked` flag as an argument
        return action

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.review_action.setText(self.tr("&Review a round…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.history_action.setText(self.tr("Move &history"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.learn_action.setText(self.tr("&Learn to play…"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About"))
        self.deal_code_action.setText(self.tr("Play a &deal by code…"))
        self.deal_back_action.setText(self.tr("&Back to the match"))
        self.fairness_action.setText(self.tr("&Fairness"))
