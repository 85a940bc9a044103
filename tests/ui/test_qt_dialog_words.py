"""Issue 31, point 9: Qt's own dialogs speak Danish and Swedish. The file dialog the house-rules editor
opens (Qt's own, where the platform has none to offer: offscreen here, and wherever the desktop's
dialog is not used) read "Look in:" and "Files of type:" in Danish, which PySide6's qtbase_da.qm lacks;
the game's translations carry those few words, and Qt's own are loaded beside the game's."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton, QTreeView
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.house_rules import HouseRulesBook
from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
from canasta_desktop.ui.text import i18n

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))

WORDS = {
    "da": {"&Kig i:", "&Filnavn:", "Filer af &type:"},
    "sv": {"&Titta i:", "Fil&namn:", "Filer av &typ:"},
}
FOLDER = {"da": "Mappe", "sv": "Mapp"}
OPEN = {"da": "&Åbn", "sv": "&Öppna"}
QT_WORDS = {"da": ["&Kig i:", "Filer af &type:", "Mappe"], "sv": ["&Titta i:", "Filer av &typ:", "Mapp"]}


@pytest.fixture
def each_language(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.remove_language(qapp)


@pytest.mark.parametrize("language", ["da", "sv"])
def test_qts_own_translations_are_loaded_beside_the_games(
    qapp: QApplication, each_language: None, language: str
) -> None:
    i18n.install_language(qapp, language)
    files = [Path(t.filePath()).name for t in i18n.installed_translators()]
    assert files == [f"canasta_{language}.qm", f"qtbase_{language}.qm"]
    assert i18n.qt_words()[:3] == QT_WORDS[language]  # the words qtbase_da.qm lacks, the game's own


@pytest.mark.parametrize("language", ["da", "sv"])
def test_the_import_file_dialog_speaks_the_players_language(
    qtbot: QtBot, qapp: QApplication, each_language: None, tmp_path: Path, language: str
) -> None:
    i18n.install_language(qapp, language)
    (tmp_path / "regler").mkdir()
    editor = RulesEditorDialog(HouseRulesBook.open(tmp_path / "config" / "house-rules.json"), None)
    qtbot.addWidget(editor)
    editor.show()
    seen: dict[str, object] = {}

    def look_and_cancel() -> None:
        dialog = next(
            w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()
        )
        dialog.setDirectory(str(tmp_path))
        QApplication.processEvents()
        seen["labels"] = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        seen["buttons"] = {button.text() for button in dialog.findChildren(QPushButton)}
        view = dialog.findChild(QTreeView)
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
        seen["type"] = view.model().index(0, 2, view.rootIndex()).data()
        dialog.grab().save(str(SHOTS / f"import-file-dialog-{language}.png"))
        dialog.reject()

    QTimer.singleShot(300, look_and_cancel)
    assert editor.ask_import_path() is None
    assert WORDS[language] <= seen["labels"], seen["labels"]
    assert OPEN[language] in seen["buttons"]
    assert seen["type"] == FOLDER[language]
