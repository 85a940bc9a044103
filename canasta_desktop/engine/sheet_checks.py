"""Possible score sheets: every row of a finished round agrees with the rules and the deck.

A round cannot score 50 natural canastas or 40 red 3s, a bonus the rules do
not give, or a going-out bonus for a side that did not go out. `check_record`
raises `invariants.InvariantError`; `check_match` applies it to every round of
a match (the simulator after every round, the save loader on every saved match).
"""

from __future__ import annotations

from functools import lru_cache

from .cards import Rank
from .invariants import InvariantError, full_deck
from .match import Match, RoundRecord
from .melds import CANASTA_SIZE, card_tables
from .rules import RuleSet
from .scoring import SideScore, melds_count_plus, red_three_points


@lru_cache(maxsize=64)
def _limits(rules: RuleSet) -> tuple[int, int]:
    """(most canastas a side can hold, most points the cards of the deck can make)."""
    tables = card_tables(rules)
    meldable = sum(1 for rank in Rank if not tables.wild[rank]) + tables.wild_meld
    canastas = min(meldable, rules.deck_size() // CANASTA_SIZE)
    points = tables.total(card for card in full_deck(rules.decks, rules.jokers) if not card.is_red_three)
    return canastas, points


def check_side_score(rules: RuleSet, score: SideScore) -> None:
    """One row of the sheet: counts within the deck, bonuses as the rules give them."""
    most_canastas, most_points = _limits(rules)
    where = f"side {score.side}'s score"
    canastas = score.natural_canastas + score.mixed_canastas + score.wild_canastas
    if min(score.natural_canastas, score.mixed_canastas, score.wild_canastas) < 0 or canastas > most_canastas:
        raise InvariantError(f"{where} has {canastas} canastas (at most {most_canastas} are possible)")
    bonus = (
        score.natural_canastas * rules.natural_canasta_bonus
        + score.mixed_canastas * rules.mixed_canasta_bonus
        + score.wild_canastas * (rules.wild_canasta_bonus or 0)
    )
    if score.wild_canastas and rules.wild_canasta_bonus is None:
        raise InvariantError(f"{where} has a canasta of wild cards, which these rules refuse")
    if score.canasta_bonus != bonus:
        raise InvariantError(f"{where}: canasta bonus {score.canasta_bonus}, the canastas make {bonus}")
    if not 0 <= score.red_threes <= 2 * rules.decks:
        raise InvariantError(f"{where} has {score.red_threes} red 3s (the deck has {2 * rules.decks})")
    melded_or_not = (True,) if canastas else (True, False)  # a side with a canasta has melded
    red = {red_three_points(rules, score.red_threes, melded, canastas > 0) for melded in melded_or_not}
    if score.red_three_points not in red:
        raise InvariantError(f"{where}: {score.red_three_points} points for {score.red_threes} red 3s")
    melded = score.melded_points if melds_count_plus(rules, canastas > 0) else -score.melded_points
    for name, points in (("melded", melded), ("hand", score.hand_points)):
        if not 0 <= points <= most_points:
            raise InvariantError(f"{where}: {points} {name} points (the deck holds {most_points})")
    unit_bonus = rules.pile_bonus_points if rules.pile_bonus_size is not None else 0
    if score.pile_bonus < 0 or (score.pile_bonus and (not unit_bonus or score.pile_bonus % unit_bonus)):
        raise InvariantError(f"{where}: a pile bonus of {score.pile_bonus} the rules cannot give")
    unit = rules.partner_yes_penalty
    possible = rules.ask_partner and unit and score.penalty % unit == 0
    if score.penalty < 0 or (score.penalty and not possible):
        raise InvariantError(f"{where}: a penalty of {score.penalty} the rules cannot give")


def check_record(rules: RuleSet, record: RoundRecord) -> None:
    """A finished round's sheet: each row possible, and the going-out bonus only where someone went out."""
    sheet = record.sheet
    if [score.side for score in sheet] != list(range(rules.sides)):
        raise InvariantError(f"round {record.number}'s sheet does not list each side once, in order")
    for score in sheet:
        check_side_score(rules, score)
    out_side = None if record.went_out is None else rules.side_of(record.went_out)
    if record.went_out is not None and not 0 <= record.went_out < rules.players:
        raise InvariantError(
            f"round {record.number}: seat {record.went_out} went out, but there is no such seat"
        )
    if record.concealed and (out_side is None or not rules.concealed_going_out):
        raise InvariantError(f"round {record.number}: concealed, but nobody could go out concealed")
    for score in sheet:
        if score.side != out_side:
            if score.going_out_bonus or score.concealed:
                raise InvariantError(
                    f"round {record.number}: side {score.side} has a going-out bonus but did not go out"
                )
            continue
        bonus = rules.concealed_bonus if record.concealed else rules.going_out_bonus
        if score.going_out_bonus != bonus or score.concealed != record.concealed:
            raise InvariantError(
                f"round {record.number}: side {score.side} went out with a bonus of"
                f" {score.going_out_bonus}, not {bonus}"
            )
        if score.natural_canastas + score.mixed_canastas + score.wild_canastas < rules.canastas_to_go_out:
            raise InvariantError(
                f"round {record.number}: side {score.side} went out without"
                f" {rules.canastas_to_go_out} canastas"
            )


def check_match(match: Match) -> None:
    """Every finished round's score sheet is possible, and the totals are the sums of the rounds."""
    sides = match.rules.sides
    sums = [0] * sides
    for record in match.history:
        check_record(match.rules, record)
        for score in record.sheet:
            sums[score.side] += score.total
        if list(record.totals_after) != sums:
            message = f"round {record.number}: totals {record.totals_after} are not the sums {sums}"
            raise InvariantError(message)
    if match.totals != sums:
        raise InvariantError(f"match totals {match.totals} are not the round sums {sums}")
