"""Every table label readable in full, in English, Danish and Swedish, on the common laptop sizes, for
every number of players, with melds on every side; each side's melds in one panel."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text import i18n

from .conftest import pause_computer, start
from .test_table_layout import _give_melds, _resize

GAMES = {2: {}, 3: {"preset": "classic-3p"}, 4: {"preset": "classic-4p"}, 6: {"preset": "salling-6p"}}


@pytest.mark.parametrize("language", ["en", "da", "sv"])
@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_no_table_label_is_cut_and_each_side_has_one_panel(  # type: ignore[no-untyped-def]
    qtbot, window, language: str, size: tuple[int, int], players: int
) -> None:
    i18n.install_language(QApplication.instance(), language)  # type: ignore[arg-type]
    try:
        _resize(qtbot, window, size)
        start(qtbot, window, seed=3, level="ekspert", **GAMES[players])
        pause_computer(window)
        _give_melds(window, window.controller.rules.sides)
        shown = [label.text() for label in window.scene.labels if label.isVisible()]
        assert not [text for text in shown if "…" in text], shown
        lay = window.scene.layout_
        panels = [z.side for z in lay.zones if z.kind in (Zone.BAND, Zone.BAND_B)]
        assert sorted(panels) == list(range(window.controller.rules.sides))
    finally:
        i18n.remove_language(QApplication.instance())  # type: ignore[arg-type]
