"""The detectors of a partner's visible mistakes (issue 33): each fires where a person would see the
mistake and stays quiet where there is none; a suspect counts only when the review's judge confirms it."""

from __future__ import annotations

from canasta_desktop.ai import make_player
from canasta_desktop.ai.partner_mistakes import (
    GOING_OUT_KINDS,
    MistakeKind,
    confirm,
    detect,
    suspects,
)
from canasta_desktop.ai.review import ReviewBudget, Verdict
from canasta_desktop.engine import Phase, RoundState, player_view, preset
from canasta_desktop.engine.actions import Action

from ..engine.scenario import act, scenario

FOUR = "classic-4p"
K = MistakeKind


def kinds(state: RoundState, action: str, following: str | None = None) -> set[MistakeKind]:
    return set(detect(state, act(action), act(following) if following else None))


def test_fed_big_pile_fires_when_a_safe_discard_was_in_hand() -> None:
    pile = "4C 5D 6H 7S 8C 9D TH JS QC 4D 5H"  # 11 cards
    state = scenario(
        FOUR, hands=["KH 3S 9C", "KS KD 5C 6C"], pile=pile, phase=Phase.MELD, melds={1: ["AH AS AD"]}
    )
    assert K.FED_BIG_PILE in kinds(state, "discard KH", "take KS KD")
    assert K.FED_BIG_PILE not in kinds(state, "discard KH", "draw")  # not taken: nothing fed


def test_fed_big_pile_is_quiet_when_every_discard_could_be_taken() -> None:
    pile = "4C 5D 6H 7S 8C 9D TH JS QC 4D 5H"
    state = scenario(
        FOUR, hands=["KH KC", "KS KD 5C 6C"], pile=pile, phase=Phase.MELD, melds={1: ["AH AS AD"]}
    )
    assert K.FED_BIG_PILE not in kinds(state, "discard KH", "take KS KD")


def test_froze_pile_fires_on_a_wild_discard_only() -> None:
    state = scenario(FOUR, hands=["2C 9C 8D"], pile="4C 5D", phase=Phase.MELD)
    assert K.FROZE_PILE in kinds(state, "discard 2C")
    assert K.FROZE_PILE not in kinds(state, "discard 9C")


def test_went_out_fires_on_the_move_that_ends_the_round() -> None:
    melds = ["AH AS AD AC AH1 AS1 AD1", "KH KS KD KC KH1 KS1 KD1"]
    state = scenario(FOUR, hands=["9C 9D 9H 5S"], melds={0: melds}, phase=Phase.MELD)
    assert K.WENT_OUT not in kinds(state, "meld 9C 9D 9H")
    state.play(act("meld 9C 9D 9H"))
    assert K.WENT_OUT in kinds(state, "discard 5S")


def test_stayed_in_fires_when_a_way_out_was_there() -> None:
    melds = ["AH AS AD AC AH1 AS1 AD1", "KH KS KD KC KH1 KS1 KD1"]
    can = scenario(FOUR, hands=["9C 9D 9H 5S"], melds={0: melds}, phase=Phase.MELD)
    assert K.STAYED_IN in kinds(can, "discard 5S")  # meld 9 9 9, then 5S out, was there
    cannot = scenario(FOUR, hands=["9C 9D 8H 5S"], melds={0: melds}, phase=Phase.MELD)
    assert K.STAYED_IN not in kinds(cannot, "discard 5S")
    last = scenario(FOUR, hands=["9C 9D 9H 5S 6S"], melds={0: melds}, phase=Phase.MELD)
    last.play(act("meld 9C 9D 9H"))
    assert K.STAYED_IN not in kinds(last, "discard 5S")  # the one way on: 6S stays, no way out


def test_asked_out_and_answered_fire_on_the_question_and_the_answer() -> None:
    melds = ["AH AS AD AC AH1 AS1 AD1", "KH KS KD KC KH1 KS1 KD1"]
    state = scenario(FOUR, hands=["9C 9D 9H 5S"], melds={0: melds}, phase=Phase.MELD)
    assert kinds(state, "ask") == {K.ASKED_OUT}
    state.play(act("ask"))
    assert kinds(state, "answer yes") == {K.ANSWERED}
    assert {K.ASKED_OUT, K.ANSWERED} <= GOING_OUT_KINDS


def test_spent_wilds_fires_unless_the_wild_cards_make_a_canasta() -> None:
    state = scenario(FOUR, hands=["8C 8D 2C 2D 6S"], melds={0: ["9C 9D 9H 9S 9C1"]}, phase=Phase.MELD)
    assert K.SPENT_WILDS in kinds(state, "meld 8C 8D 2C")
    assert K.SPENT_WILDS not in kinds(state, "add 9: 2C 2D")  # 5 + 2 = a canasta
    plain = scenario(FOUR, hands=["8C 8D 8H 6S 7S"], phase=Phase.MELD, melds={0: ["AH AS AD"]})
    assert K.SPENT_WILDS not in kinds(plain, "meld 8C 8D 8H")


def test_threw_meld_card_fires_on_a_natural_the_sides_meld_could_take() -> None:
    state = scenario(FOUR, hands=["9C 5S 6S"], melds={0: ["9D 9H 9S"]}, phase=Phase.MELD)
    assert K.THREW_MELD_CARD in kinds(state, "discard 9C")
    assert K.THREW_MELD_CARD not in kinds(state, "discard 5S")


def test_drew_over_pile_fires_when_a_pile_of_six_could_be_taken() -> None:
    pile = "4C 5D 6H 7S 8C QH"
    state = scenario(FOUR, hands=["QC QD 5S"], pile=pile, melds={0: ["AH AS AD"]})
    assert K.DREW_OVER_PILE in kinds(state, "draw")
    small = scenario(FOUR, hands=["QC QD 5S"], pile="8C QH", melds={0: ["AH AS AD"]})
    assert K.DREW_OVER_PILE not in kinds(small, "draw")
    untakeable = scenario(FOUR, hands=["JC QD 5S"], pile=pile, melds={0: ["AH AS AD"]})
    assert K.DREW_OVER_PILE not in kinds(untakeable, "draw")


def test_left_near_canasta_fires_when_a_card_for_a_six_card_meld_is_kept() -> None:
    melds = {0: ["9C 9D 9H 9S 9C1 9D1"]}
    state = scenario(FOUR, hands=["9H1 5S 6S"], melds=melds, phase=Phase.MELD)
    assert K.LEFT_NEAR_CANASTA in kinds(state, "discard 5S")
    state = scenario(FOUR, hands=["8H 5S 6S"], melds=melds, phase=Phase.MELD)
    assert K.LEFT_NEAR_CANASTA not in kinds(state, "discard 5S")


def played_round(seed: int) -> tuple[RoundState, list[Action]]:
    rules = preset(FOUR)
    state = RoundState(rules, seed, seed % 4)
    start = state.copy()
    players = [make_player("svaer", seed * 10 + seat) for seat in range(4)]
    moves: list[Action] = []
    while not state.is_over:
        action = players[state.actor].choose(player_view(state, state.actor), state.legal_actions())
        moves.append(action)
        state.play(action)
    return start, moves


def test_a_suspect_counts_only_with_the_judges_verdict() -> None:
    """Over Svær's rounds most suspects are fine moves; each counted one is the review's mistake or blunder."""
    budget = ReviewBudget(steps=20_000, confirm_steps=20_000)
    found_any = confirmed = 0
    for seed in range(3):
        start, moves = played_round(seed)
        found = suspects(start, moves, 2)
        judged = confirm(start, moves, 2, found, budget)
        found_any += len(found)
        assert len(judged) <= len(found)
        for mistake in judged:
            assert mistake.suspect in found
            assert mistake.confirmed == (mistake.review.verdict in (Verdict.MISTAKE, Verdict.BLUNDER))
            confirmed += mistake.confirmed
    assert found_any > confirmed


def test_drawing_over_a_rich_pile_is_confirmed_a_blunder() -> None:
    hands = ["QC QD 5S 6H 7D 8S JH", "4C 4D 6C 7C 8D JS JD", "9C 9D 4H TC TD 5C 6D", "5H 6S 7H 8H TS JC 4S"]
    pile = "KC KD KH AC AD AH KS1 AS1 TH 9H 8C QH"  # the queen on top: the pair of queens takes it
    start = scenario(FOUR, hands=hands, pile=pile, melds={0: ["KS KD1 KH1", "AS AD1 AH1"]}, stock="2C 9S")
    moves = [act("draw"), act("discard 5S")]
    found = suspects(start, moves, 0)
    assert [s.kind for s in found] == [K.DREW_OVER_PILE]
    (mistake,) = confirm(start, moves, 0, found)
    assert mistake.confirmed and mistake.review.verdict is Verdict.BLUNDER


def test_a_question_answered_yes_and_followed_by_going_out_is_no_mistake() -> None:
    """The question is judged with the answer the partner really gave, not the rollout policy's."""
    melds = ["AH AS AD AC AH1 AS1 AD1", "KH KS KD KC KH1 KS1 KD1"]
    hands = ["9C 9D 9H 5S", "4C 4D 6C 7C 8D JS JD", "QH QS 4H TC TD 5C 6D", "5H 6S 7H 8H TS JC 4S"]
    start = scenario(FOUR, hands=hands, melds={0: melds}, phase=Phase.MELD)
    moves = [act("ask"), act("answer yes"), act("meld 9C 9D 9H"), act("discard 5S")]
    found = suspects(start, moves, 0)
    assert K.ASKED_OUT in {s.kind for s in found}
    asked = [m for m in confirm(start, moves, 0, found) if m.suspect.kind is K.ASKED_OUT]
    assert len(asked) == 1 and not asked[0].confirmed and asked[0].review.loss < 40
