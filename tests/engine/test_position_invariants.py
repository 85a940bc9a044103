"""The invariant checker refuses positions no game can reach (the save loader relies on it), and every
finished round's score sheet must be one a game can produce."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from canasta_desktop import ai
from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.engine import PRESETS, RoundState
from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.invariants import (
    InvariantError,
    RoundChecker,
    check_hands_against_deal,
    check_restored,
    possible_upcards,
)
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.sheet_checks import check_match, check_record
from canasta_desktop.engine.view import player_view


def played(preset: str, seed: int, actions: int) -> tuple[RoundState, RoundState]:
    """(the deal, the round after ``actions`` random moves, or fewer if it would end)."""
    deal = RoundState(PRESETS[preset], seed)
    state = deal.copy()
    players = [RandomPlayer(seed + seat) for seat in range(state.rules.players)]
    for _ in range(actions):
        legal = state.legal_actions()
        trial = state.copy()
        action = players[state.actor].choose(player_view(state, state.actor), legal)
        trial.play(action)
        if trial.is_over:
            break
        state.play(action)
    return deal, state


def with_melds(preset: str = "classic-2p") -> tuple[RoundState, RoundState]:
    """A mid-round position with melds on the table, in the draw phase."""
    for seed in range(200):
        deal, state = played(preset, seed, 60)
        if any(state.melds) and state.phase.value == "draw":
            return deal, state
    raise AssertionError("no position with melds")


def take(state: RoundState, wanted: Callable[[Card], bool]) -> Card:
    """Remove a card matching ``wanted`` from the stock (conservation is kept by the caller)."""
    card = next(card for card in reversed(state.stock) if wanted(card))
    state.stock.remove(card)
    return card


def refused(state: RoundState, deal: RoundState | None, match: str) -> None:
    with pytest.raises(InvariantError, match=match):
        check_restored(state, state.log, deal)


def test_reachable_positions_pass_with_and_without_the_deal() -> None:
    for preset in PRESETS:
        for seed in range(3):
            deal, state = played(preset, seed, 40 + 17 * seed)
            check_restored(state, state.log, deal)
            check_restored(state, state.log, None)


def test_red_threes_that_are_not_red_threes() -> None:
    deal, state = with_melds()
    state.red_threes[0].append(state.hands[0].pop())
    refused(state, None, "red 3s hold another card")


def test_a_meld_of_threes_mid_round() -> None:
    deal, state = with_melds()
    threes = [card for card in state.all_cards() if card.is_black_three][:3]
    for place in (state.stock, state.pile, *state.hands):
        place[:] = [card for card in place if card not in threes]
    state.melds[0][Rank.THREE] = threes
    state.player_melded[0] = True
    refused(state, None, "meld of 3 while nobody is going out")


def test_not_melded_flags_beside_melds() -> None:
    deal, state = with_melds()
    side = next(side for side, melds in enumerate(state.melds) if melds)
    for seat in state.rules.seats_of(side):
        state.player_melded[seat] = False
    if state.turn.player_had_melded:
        state.turn.player_had_melded = False
    refused(state, None, "none of its players has melded")


def test_an_empty_hand() -> None:
    deal, state = with_melds()
    seat = (state.to_move + 1) % state.rules.players
    state.stock[:0] = state.hands[seat]
    state.hands[seat] = []
    refused(state, None, "hand is empty")


def test_a_red_three_on_top_of_the_pile() -> None:
    deal, state = with_melds()
    state.pile.append(take(state, lambda c: c.is_red_three))
    state.pile_frozen = True
    refused(state, None, "red 3 on top")


def test_a_wild_card_on_an_unfrozen_pile() -> None:
    deal, state = with_melds()
    state.pile.insert(0, take(state, lambda c: c.rank == Rank.TWO))
    state.pile_frozen = False
    refused(state, None, "pile_frozen is False")


def test_penalties_only_for_yes_answers() -> None:
    deal, state = played("classic-4p", 3, 30)
    state.penalties[0] = -99_999
    refused(state, None, "penalty")
    state.penalties[0] = 100  # a penalty without any "yes" in the moves
    refused(state, None, "penalty")


def test_turnovers_only_where_the_rules_turn_the_pile() -> None:
    deal, state = with_melds()
    state.turnovers = 77
    refused(state, None, "77 pile turn-overs")


def test_whose_turn_follows_from_the_turns_played() -> None:
    deal, state = with_melds()
    state.to_move = (state.to_move + 1) % state.rules.players
    state.turn.player_had_melded = state.player_melded[state.to_move]
    refused(state, None, "to move after")


def test_swapped_hands_disagree_with_the_deal() -> None:
    deal, state = with_melds()
    state.hands[0], state.hands[1] = state.hands[1], state.hands[0]
    RoundChecker(state, possible_upcards(state), state.log).check_state()  # no invariant catches it alone
    with pytest.raises(InvariantError, match="dealt to"):
        check_hands_against_deal(state, deal, state.log)


def test_a_rigged_hand_disagrees_with_the_deal() -> None:
    deal, state = with_melds()
    hand = state.hands[0]
    for index in range(2):
        joker = take(state, lambda c: c.rank == Rank.JOKER)
        state.stock.insert(0, hand[index])
        hand[index] = joker
    refused(state, deal, "never played")


def test_a_red_three_in_the_pile_only_among_the_first_upcards() -> None:
    rules = PRESETS["classic-2p"]
    state = RoundState(rules, 1)
    assert possible_upcards(state) == frozenset(
        card for card in state.pile if card.is_red_three or card.rank == Rank.TWO or card.rank == Rank.JOKER
    )
    card = take(state, lambda c: c.is_red_three)
    state.pile.insert(len(state.pile) - 1, card)  # under the top card, above a plain upcard
    state.pile_frozen = True
    if state.pile[0].rank not in (Rank.TWO, Rank.JOKER, Rank.THREE):
        refused(state, None, "not turned up at the deal")


# --------------------------------------------------------------------------- score sheets
def finished_match(seed: int = 4) -> Match:
    rules = PRESETS["classic-2p"].changed(target=2000)
    match = Match(rules, seed)
    players = [ai.make_player("mellem", seed), ai.make_player("let", seed + 1)]
    while not match.is_over:
        state = match.round
        while not state.is_over:
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        match.finish_round()
    return match


def test_real_score_sheets_pass() -> None:
    for seed in range(3):
        check_match(finished_match(seed))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("natural_canastas", 50, "canastas"),
        ("red_threes", 40, "red 3s"),
        ("canasta_bonus", 12345, "canasta bonus"),
        ("red_three_points", 1234, "points for"),
        ("melded_points", 10**6, "melded points"),
        ("hand_points", -5, "hand points"),
        ("penalty", 100, "penalty"),
    ],
)
def test_impossible_rows(field: str, value: int, message: str) -> None:
    match = finished_match()
    record = match.history[0]
    row = dataclasses.replace(record.sheet[0], **{field: value})
    bad = dataclasses.replace(record, sheet=(row, *record.sheet[1:]))
    with pytest.raises(InvariantError, match=message):
        check_record(match.rules, bad)


def test_a_going_out_bonus_only_for_the_side_that_went_out() -> None:
    match = finished_match()
    record = next(r for r in match.history if r.went_out is not None)
    other = 1 - match.rules.side_of(record.went_out)
    row = dataclasses.replace(record.sheet[other], going_out_bonus=100)
    sheet = tuple(row if score.side == other else score for score in record.sheet)
    with pytest.raises(InvariantError, match="did not go out"):
        check_record(match.rules, dataclasses.replace(record, sheet=sheet))
    with pytest.raises(InvariantError, match="no such seat"):
        check_record(match.rules, dataclasses.replace(record, went_out=7))
