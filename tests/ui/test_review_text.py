"""The review's entries in words a player understands (issue 30): a take names the pile's top card and
the meld, an entry names its decision's own step only, the cost is the difference of the numbers shown,
and a better move with no particular reason says what the review measured."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.review import DecisionReview, Review, Verdict
from canasta_desktop.ai.review_words import BetterMove
from canasta_desktop.engine import (
    AddToMeld,
    Card,
    Discard,
    DrawStock,
    Meld,
    Phase,
    Rank,
    TakePile,
    cards_from_str,
)
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.messages import meld_name
from canasta_desktop.ui.text.review_text import (
    better_text,
    cost,
    decision_detail,
    decision_title,
    moves_text,
    summary_text,
)
from canasta_desktop.ui.text.tip_text import describe_action, tip_text

C = Card.from_str


@pytest.fixture
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


def _decision(
    moves: tuple[object, ...],
    move_points: float,
    best_points: float,
    loss: float,
    better: BetterMove | None,
    line: tuple[object, ...] | None = None,
) -> DecisionReview:
    verdict = Verdict.FINE if better is None else Verdict.MISTAKE
    return DecisionReview(
        index=12, phase=Phase.MELD, moves=moves, line=moves if line is None else line,  # type: ignore[arg-type]
        move_points=move_points, best=(DrawStock(),),
        best_points=best_points, loss=loss, error=3.0, deals=40, verdict=verdict, better=better,
    )  # fmt: skip


def test_a_take_names_the_top_card_and_the_meld(qapp: QApplication) -> None:
    onto = describe_action(TakePile(), C("8D"))
    assert onto == f"take the pile: its 8♦ onto your {meld_name(Rank.EIGHT)}"
    assert "onto your meld" not in moves_text((TakePile(),), C("8D"))
    new = describe_action(TakePile(cards_from_str("8C 8H")), C("8D"))
    assert new == "take the pile: its 8♦ with 8♣ 8♥"
    opening = describe_action(TakePile(cards_from_str("8C 8H"), (cards_from_str("QS QH QD"),)), C("8D"))
    assert opening == "take the pile: its 8♦ with 8♣ 8♥, and meld Q♠ Q♥ Q♦"
    assert tip_text(TakePile(), "", C("7C")).startswith("Tip: take the pile: its 7♣ onto your")
    assert describe_action(AddToMeld(Rank.SEVEN, (C("7C"),))) == f"add 7♣ to your {meld_name(Rank.SEVEN)}"
    assert describe_action(Meld((cards_from_str("QS QH QD"),))) == "meld Q♠ Q♥ Q♦"
    assert describe_action(Discard(C("3C"))) == "discard 3♣"


@pytest.mark.parametrize("language", ["da", "sv"])
def test_the_take_is_named_in_danish_and_swedish(
    qapp: QApplication, english_afterwards: None, language: str
) -> None:
    i18n.install_language(qapp, language)
    onto = describe_action(TakePile(), C("8D"))
    new = describe_action(TakePile(cards_from_str("8C 8H"), (cards_from_str("QS QH QD"),)), C("8D"))
    assert "8♦" in onto and meld_name(Rank.EIGHT) in onto and "%" not in onto
    assert "8♦" in new and "8♣ 8♥" in new and "Q♠ Q♥ Q♦" in new and "%" not in new
    assert not onto.startswith("take") and not new.startswith("take")


def test_an_entry_names_its_own_step_only() -> None:
    """A melding step judged with the rest of its turn lists only itself: the discard is its own entry,
    and the detail says which rest of the turn the step was judged with."""
    meld, discard = Meld((cards_from_str("QS QH QD"),)), Discard(C("3C"))
    step = _decision((meld,), 120.0, 120.0, 0.0, None, line=(meld, discard))
    title, detail = decision_title(4, step), decision_detail(step)
    assert title.startswith("4. Meld Q♠ Q♥ Q♦ — ") and "3♣" not in title
    assert "You played: Meld Q♠ Q♥ Q♦." in detail
    assert "Judged with the rest of your turn: discard 3♣." in detail
    alone = _decision((meld,), 120.0, 120.0, 0.0, None)  # the same step, the policy playing on
    assert decision_title(4, alone) == title and "rest of your turn" not in decision_detail(alone)


def test_the_cost_is_the_difference_of_the_numbers_shown() -> None:
    better = BetterMove((Discard(C("9C")),), 80.4, Why.DISCARD_LEAST, {"card": "9C"})
    decision = _decision((Discard(C("KC")),), -41.6, 80.4, 60.0, better)  # a loss of another count
    assert cost(decision) == 80 - (-42) == 122
    detail = decision_detail(decision)
    assert "−42" in detail and "+80" in detail and "cost about 122 points" in detail
    assert "Better: Discard 9♣ (+80 points expected). 9♣ is the card you can best spare." in detail


def test_no_particular_reason_says_what_the_review_measured() -> None:
    better = BetterMove((DrawStock(),), 35.0, Why.ANY)
    decision = _decision((TakePile(),), -90.0, 35.0, 125.0, better)
    text = better_text(decision, C("7C"))
    assert (
        text
        == "Better: Draw from the stock (+35 points expected). It is expected to score 125 points more than your move."
    )
    assert "no particular reason" not in decision_detail(decision, C("7C"))
    assert "Take the pile: its 7♣ onto your" in decision_detail(decision, C("7C"))


def test_the_summary_adds_up_the_cost_in_the_measure_of_expert_with_your_cards() -> None:
    better = BetterMove((DrawStock(),), 40.0, Why.ANY)
    costly = [_decision((Discard(C("3C")),), -100.0, 40.0, 140.0, better) for _ in range(2)]
    fine = _decision((Discard(C("4C")),), 10.0, 12.0, 2.0, None)
    review = Review(0, (costly[0], fine, costly[1]), 3)
    text = summary_text(review)
    assert "Together they cost about 280 points of round margin" in text
    assert "Expert with your cards" in text
    assert "Together" not in summary_text(Review(0, (fine,), 1))
