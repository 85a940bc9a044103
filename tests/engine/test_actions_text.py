"""Actions and cards have a text form that parses back (logs and replays rely on it)."""

from __future__ import annotations

import pytest

from canasta_desktop.engine import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Card,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    Rank,
    TakePile,
    Undo,
    build_deck,
    cards_from_str,
    parse_action,
)


def test_every_card_text_round_trips() -> None:
    for card in build_deck(2, 8):
        assert Card.from_str(str(card)) == card
        assert eval(repr(card)) == card


def test_ten_may_be_written_10() -> None:
    assert Card.from_str("10H") == Card.from_str("TH")


@pytest.mark.parametrize("text", ["", "Z", "QZ", "KHx", "XG"])
def test_bad_card_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Card.from_str(text)


@pytest.mark.parametrize(
    "action",
    [
        DrawStock(),
        TakePile(),
        TakePile(cards_from_str("KH KS")),
        TakePile(cards_from_str("KH 2C"), (cards_from_str("QS QH QD"), cards_from_str("5S 5H XR"))),
        Meld((cards_from_str("9H 9S 2C"),)),
        Meld((cards_from_str("9H 9S 9C"), cards_from_str("AS AH XB1"))),
        AddToMeld(Rank.KING, cards_from_str("KD 2S1")),
        Discard(Card.from_str("3S")),
        AskPartner(),
        AnswerPartner(True),
        AnswerPartner(False),
        EndRound(),
        Undo(),
    ],
)
def test_action_text_round_trips(action: object) -> None:
    assert parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["fly", "meld", "discard", "add K", "take QQ"])
def test_bad_action_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)
