"""The dialogs the menus open (About, Fairness, Keyboard, Statistics, Rules), each imported when first
opened: the table's first paint needs none of them."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QDialog, QWidget

from ...persistence.storage import Storage
from ..controller.controller import GameController


class DialogHost(Protocol):
    """The window the dialogs open over."""

    @property
    def controller(self) -> GameController: ...
    @property
    def storage(self) -> Storage | None: ...
    def modal(self, dialog: QDialog) -> int: ...


def show_about(window: QWidget, host: DialogHost) -> None:
    from ..dialogs.dialogs import AboutDialog

    host.modal(AboutDialog(window))


def show_fairness(window: QWidget) -> None:
    from ..dialogs.fairness import show_fairness as show

    show(window)


def show_keyboard_help(window: QWidget, host: DialogHost) -> None:
    from ..dialogs.keyboard_help import KeyboardHelpDialog

    host.modal(KeyboardHelpDialog(window))


def open_statistics(window: QWidget, host: DialogHost) -> None:
    from ..dialogs.statistics_window import StatisticsWindow

    if host.storage is not None:
        rounds = host.controller.rounds_in_progress()
        host.modal(StatisticsWindow(host.storage.statistics, window, rounds))


def show_rules(window: QWidget, host: DialogHost, topic: object = "") -> None:
    """The rules help; at ``topic`` (a "Why?"), the paragraph that explains it (a menu's ``checked`` is
    no topic)."""
    from ..dialogs.rules_dialog import RulesDialog

    rules = host.controller.rules if host.controller.match is not None else None
    host.modal(RulesDialog(rules, window, topic if isinstance(topic, str) else ""))
