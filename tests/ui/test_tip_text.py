"""The Tip line in words: every reason code has a sentence in every language, and takes name all their cards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from canasta_desktop.ai.reasons import Why
from canasta_desktop.engine import TakePile, cards_from_str
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.messages import why_text
from canasta_desktop.ui.text.tip_text import describe_action, tip_text


@pytest.fixture
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_every_tip_reason_has_a_sentence(qapp: QApplication, english_afterwards: None, language: str) -> None:
    i18n.install_language(qapp, language)
    params = {"size": 5, "rank": "K", "points": 70, "needed": 50, "count": 3, "card": "KH", "steps": 2}
    for why in Why:
        text = why_text(why.value, params)
        assert text and "%" not in text, why


def test_the_new_reasons_read_as_written(qapp: QApplication, english_afterwards: None) -> None:
    i18n.install_language(qapp, "da")
    assert why_text("discard_least", {"card": "KH"}).endswith("er det kort, du bedst kan undvære")
    i18n.install_language(qapp, "en")
    assert why_text("answer_yes_stock", {"count": 1}) == "the stock is nearly gone (1 card left)"


def test_a_take_with_further_melds_names_them_all(qapp: QApplication) -> None:
    take = TakePile(cards_from_str("KH KS"), (cards_from_str("QS QH QD"),))
    text = describe_action(take)
    assert text.count("|") == 1 and "Q" in text.split("|")[1]
    assert tip_text(take, ("take_pile_opening", {"size": 9, "rank": "K", "points": 60, "needed": 50}))
