"""The interface language: chosen from the system locale or Settings, switched at runtime, numbers per locale."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from canasta_desktop.engine.match import Match
from canasta_desktop.engine.rules import preset
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import ScoreSheetDialog, SettingsDialog, UiSettings
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.remove_language(qapp)


@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [
        ("system", "da_DK", "da"),
        ("system", "sv_SE", "sv"),
        ("system", "sv_FI", "sv"),
        ("system", "en_US", "en"),
        ("system", "de_DE", "en"),
        ("system", "nb_NO", "en"),
        ("system", "C", "en"),
        ("da", "sv_SE", "da"),
        ("sv", "da_DK", "sv"),
        ("en", "da_DK", "en"),
        ("nonsense", "da_DK", "da"),
    ],
)
def test_language_follows_the_system_unless_chosen(setting: str, system: str, expected: str) -> None:
    assert i18n.choose_language(setting, QLocale(system)) == expected


def test_points_are_written_as_the_locale_writes_them(qapp: QApplication) -> None:
    i18n.install_language(qapp, "da")
    assert i18n.format_points(5000) == "5.000" and i18n.format_points(-1340) == "-1.340"
    i18n.install_language(qapp, "sv")
    assert i18n.format_points(5000).replace("\u00a0", " ") == "5 000"  # a non-breaking space in Qt's data
    assert i18n.format_points(15000).replace("\u00a0", " ") == "15 000"
    i18n.install_language(qapp, "en")
    assert i18n.format_points(5000) == "5,000"
    assert i18n.format_points(95) == "95"


def test_switching_language_replaces_the_translators_and_translates_qt_too(qapp: QApplication) -> None:
    def cancel_text() -> str:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        return box.buttons()[0].text()

    assert i18n.install_language(qapp, "da") == "da"
    assert len(i18n.installed_translators()) == 2  # ours and qtbase_da
    assert cancel_text() == "Annuller"
    assert i18n.install_language(qapp, "sv") == "sv"
    assert len(i18n.installed_translators()) == 2
    assert cancel_text() == "Avbryt"
    assert i18n.install_language(qapp, "en") == "en"
    assert len(i18n.installed_translators()) == 1  # English only needs its plural forms
    assert cancel_text() == "Cancel"


def test_translation_files_are_found_through_the_resource_helper() -> None:
    folder = i18n.translations_dir()
    assert {f"canasta_{code}.qm" for code in ("da", "sv", "en")} <= {p.name for p in folder.iterdir()}


def test_settings_dialog_offers_the_languages_and_applies_one_at_once(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(UiSettings(speed="instant"))
    window.controller.pace_ms = 10**6
    qtbot.addWidget(window)
    window.start(GameSetup(seed=3))
    dialog = SettingsDialog(window.settings)
    choices = [dialog.language.itemData(i) for i in range(dialog.language.count())]
    assert choices == ["system", "da", "sv", "en"]
    assert [dialog.language.itemText(i) for i in range(1, 4)] == ["Dansk", "Svenska", "English"]

    def choose_danish(self: SettingsDialog) -> int:
        self.language.setCurrentIndex(self.language.findData("da"))
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", choose_danish)
    window.prefs.open_dialog()
    assert window.settings.language == "da" and i18n.current_language() == "da"
    assert window.buttons[Button.TAKE].text() == "Tag bunken"
    assert window.menus.new_action.text() == "&Nyt spil…"
    window.controller.shutdown()


def test_score_sheet_reads_in_swedish_with_swedish_numbers(qapp: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    i18n.install_language(qapp, "sv")
    match = Match(preset("classic-2p"), 11)
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    record = match.finish_round()
    sheet = ScoreSheetDialog(record, match, ["Du", "Medel"])
    qtbot.addWidget(sheet)
    assert sheet.windowTitle() == "Poängprotokoll — omgång 1"
    assert sheet.next_button.text() in ("Nästa giv", "Se resultatet")
    from PySide6.QtWidgets import QLabel

    texts = [label.text() for label in sheet.findChildren(QLabel)]
    assert "Mälade kort" in texts and "Kort kvar på handen" in texts
    assert "Det spelas till 5\u00a0000 poäng." in texts
