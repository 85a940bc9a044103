"""The round review flags the costly decisions of constructed positions, from the seat's view only."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.review import (
    DecisionPoint,
    DecisionReview,
    ReviewBudget,
    Verdict,
    decision_points,
    decision_seed,
    review_decision,
    review_round,
)
from canasta_desktop.ai.review_words import goes_out
from canasta_desktop.engine import (
    Action,
    AddToMeld,
    AnswerPartner,
    Card,
    Discard,
    DrawStock,
    Phase,
    Rank,
    RoundState,
    TakePile,
    player_view,
    preset,
)
from canasta_desktop.engine.position import build_position
from canasta_desktop.engine.roundlog import write_log

from .helpers import PRESETS, play_round, seat_players, shuffle_hidden
from .tip_claims import check_tip

C = Card.from_str
CLASSIC = preset("classic-2p")
COSTLY = (Verdict.MISTAKE, Verdict.BLUNDER)


def _feeding_the_pile() -> RoundState:
    """A 14-card pile, not frozen; the opponents have six natural kings on the table, and seat 0
    holds a king: on the pile it hands them the pile and a natural canasta."""
    return build_position(
        CLASSIC,
        hands=["KC 3S 6H 7D 8S 9H TD", "4C 4D 6S 8H 9D JH AS 7H"],
        melds={1: ["KH KS KD KH1 KS1 KD1"]},
        pile="9C 8D 7C 6D 5H JS TC QH 4H 4S JD QD 8C AD",
        phase=Phase.MELD,
    )


def _going_out_wins_the_match() -> RoundState:
    """Seat 0 has its two canastas: adding 5S and discarding 9C goes out, and takes its side past
    the match's 5 000 (the round's bonuses alone do)."""
    return build_position(
        CLASSIC,
        hands=["5S 9C", "4C 4D 6S 8H 9D TC JH AS"],
        melds={0: ["KH KS KD KC KH1 KS1 KD1", "QH QS QD QC QH1 QS1 QD1", "5C 5D 5H"]},
        pile="7C 6D",
        phase=Phase.MELD,
        scores=[4700, 4600],
    )


def _natural_canasta_chance() -> RoundState:
    """Six natural kings on the table, a seventh king and a 2 in hand."""
    return build_position(
        CLASSIC,
        hands=["KC1 2C 7H 8D 9S JD", "4C 4D 6S 8H 9D TC JH AS"],
        melds={0: ["KH KS KD KC KH1 KS1", "QH QS QD"], 1: ["5C 5D 5H"]},
        pile="7C 6D 4H",
        phase=Phase.MELD,
    )


def _one_card_pile() -> RoundState:
    """A one-card pile (7D); seat 0 holds 7H and its last wild card, which would complete the
    six queens on the table."""
    return build_position(
        CLASSIC,
        hands=["7H 2C 4S 5S 8C 9H JD QS1 KH AS", "4C 4D 6S 8H 9D TC JH1 AH"],
        melds={0: ["QH QD QC QS QH1 QD1"], 1: ["5C 5D 5H"]},
        pile="7D",
    )


def _review(state: RoundState, moves: list[Action]) -> DecisionReview:
    review = review_round(state, state.actor, moves, seed=1)
    assert review.complete and review.decisions
    return review.decisions[0]


def _flagged(
    state: RoundState, moves: list[Action], at_least: tuple[Verdict, ...] = COSTLY
) -> DecisionReview:
    decision = _review(state, moves)
    assert decision.verdict in at_least, f"{decision.verdict.value}: loss {decision.loss:.0f}"
    assert decision.better is not None and decision.better.actions == decision.best
    assert decision.loss == pytest.approx(decision.best_points - decision.move_points)
    _check_reason(state, decision)
    return decision


def _check_reason(state: RoundState, decision: DecisionReview) -> None:
    """The better move's reason is true of the position (the Tip's own checkers)."""
    better = decision.better
    assert better is not None
    view, legal = player_view(state, state.actor), state.legal_actions()
    if better.why is Why.GO_OUT and not better.svaers:
        assert goes_out(view, better.actions)
        after = state.copy()
        for action in better.actions:
            after.play(action)
        assert after.is_over and after.went_out == view.actor
    else:
        check_tip(state, view, legal, better.suggestion())


def _fine(state: RoundState, moves: list[Action]) -> None:
    decision = _review(state, moves)
    assert decision.verdict is Verdict.FINE and decision.better is None, f"loss {decision.loss:.0f}"


def test_feeding_a_big_pile_to_the_opponents_melded_rank_is_flagged() -> None:
    decision = _flagged(_feeding_the_pile(), [Discard(C("KC"))])
    assert isinstance(decision.better.action, Discard) and decision.better.action.card.rank != Rank.KING  # type: ignore[union-attr]


def test_a_safe_discard_on_the_big_pile_is_fine() -> None:
    _fine(_feeding_the_pile(), [Discard(C("3S"))])


def test_not_going_out_when_it_wins_the_match_is_flagged() -> None:
    state = _going_out_wins_the_match()
    decision = _flagged(state, [Discard(C("5S"))])
    assert decision.best[0] == AddToMeld(Rank.FIVE, (C("5S"),))  # the first step of going out
    assert decision.better is not None and decision.better.why in (Why.GO_OUT, Why.GO_OUT_CONCEALED)


def test_going_out_is_fine() -> None:
    state = _going_out_wins_the_match()
    moves: list[Action] = [AddToMeld(Rank.FIVE, (C("5S"),)), Discard(C("9C"))]
    review = review_round(state, 0, moves, seed=1)
    assert [d.verdict for d in review.decisions] == [Verdict.FINE] * len(review.decisions)
    first = review.decisions[0]
    assert first.line == tuple(moves)  # the step, judged with the rest of the turn
    assert first.moves == tuple(moves)  # the last card's discard was forced: no decision of its own


def test_a_wild_card_that_breaks_a_natural_canasta_is_flagged() -> None:
    decision = _flagged(_natural_canasta_chance(), [AddToMeld(Rank.KING, (C("2C"),))])
    for action in decision.best:
        assert not (
            isinstance(action, AddToMeld) and any(c.rank in (Rank.TWO, Rank.JOKER) for c in action.cards)
        )


def test_the_natural_king_is_fine() -> None:
    _fine(_natural_canasta_chance(), [AddToMeld(Rank.KING, (C("KC1"),))])


def test_taking_a_one_card_pile_with_the_last_wild_card_is_flagged() -> None:
    """It costs about a hundred points: on the mistake line, so said as an inaccuracy or a mistake."""
    decision = _flagged(_one_card_pile(), [TakePile((C("7H"), C("2C")))], (Verdict.INACCURACY, *COSTLY))
    assert decision.better is not None and decision.better.action == DrawStock()


def test_drawing_over_the_one_card_pile_is_fine() -> None:
    _fine(_one_card_pile(), [DrawStock()])


# ------------------------------------------------------------------------------------ whole rounds
SMALL = ReviewBudget(steps=15_000, confirm_steps=15_000)


def _played_round(seed: int = 3) -> RoundState:
    return play_round(RoundState(CLASSIC, seed), seat_players("classic-2p", ["svaer", "mellem"], seed))


def test_a_round_log_and_its_start_with_the_moves_give_the_same_review() -> None:
    end = _played_round()
    moves = [action for _, action in end.log]
    from_log = review_round(write_log(end), 1, budget=SMALL, seed=4)
    from_start = review_round(RoundState(CLASSIC, 3), 1, moves, budget=SMALL, seed=4)
    assert from_log == from_start and from_log.complete
    assert review_round(write_log(end), 1, budget=SMALL, seed=4) == from_log  # deterministic
    assert {d.phase for d in from_log.decisions} >= {Phase.DRAW, Phase.MELD}
    assert len(from_log.margins) == len(from_log.decisions)


def test_every_decision_is_judged_from_the_seats_view_only() -> None:
    """The hidden cards dealt again, consistently with the view, before every decision: the same
    verdicts; and the round's review is made of exactly those decisions."""
    end = _played_round()
    moves = [action for _, action in end.log]
    start = RoundState(CLASSIC, 3)
    state = start.copy()
    points = {point.index: point for point in decision_points(start, moves, 0)}
    review = review_round(start, 0, moves, budget=SMALL, seed=4)
    judged = {decision.index: decision for decision in review.decisions}
    assert set(judged) == set(points)
    rng = random.Random(8)
    for index, action in enumerate(moves):
        if index in points:
            twin = shuffle_hidden(state, 0, rng)
            assert twin.hands[1] != state.hands[1] or twin.stock != state.stock
            seen = player_view(twin, 0)
            assert seen == points[index].view
            decision = judged[index]
            ours = DecisionPoint(
                index, points[index].view, points[index].legal, decision.moves, decision.line
            )
            twin_point = DecisionPoint(
                index, seen, tuple(twin.legal_actions()), decision.moves, decision.line
            )
            assert review_decision(ours, SMALL, decision_seed(4, index)) == decision
            assert review_decision(twin_point, SMALL, decision_seed(4, index)) == decision
        state.play(action)


def test_progress_is_reported_and_a_stop_ends_the_review_early() -> None:
    end = _played_round()
    heard: list[tuple[int, int]] = []
    review = review_round(
        write_log(end), 0, budget=SMALL, progress=lambda done, total: heard.append((done, total))
    )
    assert heard == [(i + 1, review.total) for i in range(review.total)]
    calls = 0

    def stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    stopped = review_round(write_log(end), 0, budget=SMALL, should_stop=stop)
    assert not stopped.complete and len(stopped.decisions) < review.total


def test_every_better_move_and_its_reason_hold_in_a_played_round() -> None:
    end = _played_round(5)
    moves = [action for _, action in end.log]
    start = RoundState(CLASSIC, 5)
    review = review_round(start, 0, moves, budget=SMALL, seed=2)
    state = start.copy()
    costly = {d.index: d for d in review.costly}
    for index, action in enumerate(moves):
        if index in costly:
            assert costly[index].better is not None
            assert state.is_legal(costly[index].better.action)  # type: ignore[union-attr]
            _check_reason(state, costly[index])
        state.play(action)


@pytest.mark.parametrize("rules_name", PRESETS)
def test_a_round_of_every_preset_can_be_reviewed(rules_name: str) -> None:
    rules = preset(rules_name)
    end = play_round(RoundState(rules, 6), seat_players(rules_name, ["svaer", "let"], 6))
    review = review_round(write_log(end), 1, budget=ReviewBudget(5_000, 5_000), seed=3)
    assert review.complete and review.decisions
    assert all(end.log[d.index][0] == 1 for d in review.decisions)
    assert all(d.loss >= 0 and (d.better is None) == (d.verdict is Verdict.FINE) for d in review.decisions)


def test_the_answer_to_the_partners_question_is_a_decision_of_the_answering_seat() -> None:
    rules = preset("classic-4p")
    end = play_round(RoundState(rules, 2), seat_players("classic-4p", ["svaer", "mellem"], 2))
    answers = [i for i, (seat, action) in enumerate(end.log) if isinstance(action, AnswerPartner)]
    assert answers and end.log[answers[0]][0] == 2  # seat 2 answered its partner, seat 0
    moves = [action for _, action in end.log]
    review = review_round(RoundState(rules, 2), 2, moves, budget=SMALL, seed=1)
    answer = next(d for d in review.decisions if d.index == answers[0])
    assert answer.phase is Phase.ANSWER and isinstance(answer.move, AnswerPartner)
    asked = review_round(RoundState(rules, 2), 0, moves, budget=SMALL, seed=1)
    assert answers[0] not in {d.index for d in asked.decisions}


def test_a_move_the_seat_did_not_make_cannot_be_reviewed_for_it() -> None:
    with pytest.raises(ValueError, match="no seat"):
        review_round(_feeding_the_pile(), 2, [Discard(C("KC"))])
    with pytest.raises(ValueError, match="moves"):
        review_round(_feeding_the_pile(), 0)
