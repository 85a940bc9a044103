"""Ekspert (Expert) is a level like the others: offered in the New game dialog, named in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from canasta_desktop import ai
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import NewGameDialog
from canasta_desktop.ui.text import i18n, messages


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:  # type: ignore[misc]
    def install(code: str) -> str:
        return i18n.install_language(qapp, code)

    yield install
    i18n.remove_language(qapp)


def test_the_new_game_dialog_offers_expert_and_keeps_it_chosen(qapp: QApplication) -> None:
    dialog = NewGameDialog(GameSetup(level="ekspert"))
    box = dialog.levels[0]  # the computer seat of the default 2-player game
    assert box.findData("ekspert") == box.count() - 1  # the hardest, last
    assert box.currentData() == "ekspert" and box.currentText() == "Expert"


def test_a_partners_seat_offers_expert_as_the_best_partner_and_an_opponents_does_not(
    qapp: QApplication,
) -> None:
    """Issue 33, point 1: the level offered as partner is the one measured best as a person's partner."""
    dialog = NewGameDialog(GameSetup(preset="classic-4p", level="ekspert"))
    opponent, partner, _ = dialog.levels
    assert partner.currentData() == "ekspert" and partner.currentText() == "Expert (the best partner)"
    assert "helps your side the most" in partner.itemData(partner.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    assert opponent.currentText() == "Expert" and not opponent.itemData(
        opponent.currentIndex(), Qt.ItemDataRole.ToolTipRole
    )
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("mellem"))
    assert dialog.setup().levels == ("ekspert", "mellem", "ekspert")


def test_the_best_partner_is_named_in_danish(language: object) -> None:
    language("da")  # type: ignore[operator]
    dialog = NewGameDialog(GameSetup(preset="classic-4p", level="ekspert"))
    assert dialog.levels[1].currentText() == "Ekspert (den bedste makker)"


def test_expert_is_named_in_danish_and_swedish(language: object) -> None:
    language("da")  # type: ignore[operator]
    assert messages.level_name("ekspert") == "Ekspert"
    language("sv")  # type: ignore[operator]
    assert messages.level_name("ekspert") == "Expert"


def test_expert_is_a_level_settings_and_saves_accept() -> None:
    assert "ekspert" in ai.LEVELS and "ekspert" in ai.PLAYERS
    assert Settings.model_validate({"default_level": "ekspert"}).default_level == "ekspert"
