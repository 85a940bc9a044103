"""Hypothesis strategies over `RuleSet`'s fields: any valid house-rule set, not only the presets."""

from __future__ import annotations

from hypothesis import strategies as st

from canasta_desktop.engine.card_values import (
    CLASSIC_POINTS,
    MAX_CARD_POINTS,
    MAX_WILD_RANKS,
    VALUED,
    WILD_CAPABLE,
)
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.rules import (
    PRESETS,
    MatchTimeEnd,
    PileBeforeOpening,
    RedThreesOtherwise,
    RedThreesPlus,
    RedThreeUpcard,
    RuleSet,
    StockExhausted,
    TakeOntoMeld,
    WildsVsNaturals,
    field_bounds,
    rules_problems,
)

TABLES = [(2, 2), (3, 3), (4, 2), (6, 2), (6, 3)]  # (players, sides) that make equal sides


def _int(field: str, high: int | None = None) -> st.SearchStrategy[int]:
    low, top = field_bounds(field)
    return st.integers(low, top if high is None else min(top, high))


@st.composite
def meld_steps(draw: st.DrawFn) -> tuple[tuple[int, int], ...]:
    """Rising (score, minimum) steps starting at score 0."""
    count = draw(st.integers(1, 5))
    scores = sorted(draw(st.sets(st.integers(1, 20_000), min_size=count - 1, max_size=count - 1)))
    minimums = sorted(draw(st.lists(st.integers(0, 300), min_size=count, max_size=count)))
    return tuple(zip([0, *scores], minimums))


# ----------------------------------------------------------------------------- card values (issue 25)
def wild_ranks() -> st.SearchStrategy[list[Rank]]:
    """Any wild ranks (none, the classic 2s, the Sallingske 2s and 4s, 7s, up to the most allowed)."""
    presets = st.sampled_from([[Rank.TWO], [Rank.TWO, Rank.FOUR]])
    return presets | st.sets(st.sampled_from(WILD_CAPABLE), max_size=MAX_WILD_RANKS).map(sorted)


def card_points() -> st.SearchStrategy[dict[Rank, int]]:
    """Each valued rank's points, often the classic ones, now and then anything within the bounds."""
    one = st.sampled_from([0, 5, 10, 15, 20, 50]) | st.integers(0, MAX_CARD_POINTS)
    changed = st.fixed_dictionaries({}, optional=dict.fromkeys(VALUED, one))
    return changed.map(lambda points: dict(CLASSIC_POINTS) | points)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    """A random valid `RuleSet`; small bonuses and targets keep a round's numbers ordinary."""
    players, sides = draw(st.sampled_from(TABLES))
    decks = draw(_int("decks"))
    jokers = draw(_int("jokers"))
    room = (decks * 52 + jokers - 12) // players
    fields: dict[str, object] = {
        "name": "random",
        "players": players,
        "sides": sides,
        "decks": decks,
        "jokers": jokers,
        "hand_size": draw(st.integers(field_bounds("hand_size")[0], min(room, field_bounds("hand_size")[1]))),
        # card values (issue 25)
        "wild_ranks": draw(wild_ranks()),
        "card_points": draw(card_points()),
        "draw_count": draw(_int("draw_count")),
        "red_three_upcard": draw(st.sampled_from(RedThreeUpcard)),
        "first_go_around_no_meld": draw(st.booleans()),
        "negative_score_minimum": draw(_int("negative_score_minimum", 300)),
        "initial_meld_steps": draw(meld_steps()),
        "canasta_waives_minimum": draw(st.booleans()),
        "min_naturals": draw(_int("min_naturals")),
        "max_wilds": draw(st.none() | _int("max_wilds")),
        "wilds_vs_naturals": draw(st.sampled_from(WildsVsNaturals)),
        "wild_onto_canasta": draw(st.booleans()),
        "pile_before_opening": draw(st.sampled_from(PileBeforeOpening)),
        "take_with_natural_and_wild": draw(st.booleans()),
        "take_onto_meld": draw(st.sampled_from(TakeOntoMeld)),
        "discard_wilds": draw(st.booleans()),
        "take_one_card_pile_with_one_card": draw(st.booleans()),
        "canastas_to_go_out": draw(_int("canastas_to_go_out")),
        "discard_to_go_out": draw(st.booleans()),
        "going_out_bonus": draw(_int("going_out_bonus", 1000)),
        "concealed_going_out": draw(st.booleans()),
        "concealed_bonus": draw(_int("concealed_bonus", 1000)),
        "ask_partner": players != sides and draw(st.booleans()),
        "partner_yes_penalty": draw(_int("partner_yes_penalty", 1000)),
        "stock_exhausted": draw(st.sampled_from(StockExhausted)),
        "max_pile_turnovers": draw(st.none() | _int("max_pile_turnovers")),  # None: issue 32
        "black_three_points": draw(_int("black_three_points", 100)),
        "red_three_points": draw(_int("red_three_points", 1000)),
        "all_red_threes_points": draw(_int("all_red_threes_points", 2000)),
        "natural_canasta_bonus": draw(_int("natural_canasta_bonus", 1000)),
        "mixed_canasta_bonus": draw(_int("mixed_canasta_bonus", 1000)),
        "wild_canasta_bonus": draw(st.none() | _int("wild_canasta_bonus", 3000)),  # issue 25
        "target": draw(st.none() | st.integers(1, 20_000)),
        "target_strictly_over": draw(st.booleans()),
        # issue 25, conditions (rules2)
        "melds_negative_without_canasta": draw(st.booleans()),
        "red_threes_plus": draw(st.sampled_from(RedThreesPlus)),
        "canasta_opening_from": draw(st.none() | st.sampled_from([0, 1500, 3000])),
        "going_out_not_in_canasta_turn": draw(st.booleans()),
        "pile_bonus_size": draw(st.none() | st.integers(2, 12)),
        "pile_bonus_points": draw(_int("pile_bonus_points", 1000)),
        "match_minutes": draw(st.none() | _int("match_minutes", 120)),
        "match_time_end": draw(st.sampled_from(MatchTimeEnd)),  # issue 32
        "melded_rank_locks_pile": draw(st.booleans()),  # issue 25 (lockrank)
        "red_threes_otherwise": draw(st.sampled_from(RedThreesOtherwise)),  # issue 32
    }
    assert rules_problems(fields) == [], rules_problems(fields)  # the strategy makes only valid sets
    return RuleSet.model_validate(fields)


@st.composite
def presets_with_conditions(draw: st.DrawFn) -> RuleSet:
    """A preset with issue 25's conditions drawn on top (the rollout policy is made for the presets)."""
    base = draw(st.sampled_from(sorted(PRESETS)))
    return PRESETS[base].changed(
        melds_negative_without_canasta=draw(st.booleans()),
        red_threes_plus=draw(st.sampled_from(RedThreesPlus)),
        canasta_opening_from=draw(st.sampled_from([None, 0])),
        going_out_not_in_canasta_turn=draw(st.booleans()),
        pile_bonus_size=draw(st.none() | st.integers(2, 12)),
        pile_bonus_points=draw(st.sampled_from([0, 100, 500])),
        melded_rank_locks_pile=draw(st.booleans()),  # issue 25 (lockrank)
        red_threes_otherwise=draw(st.sampled_from(RedThreesOtherwise)),  # issue 32
        max_pile_turnovers=draw(st.sampled_from([None, PRESETS[base].max_pile_turnovers])),  # issue 32
    )
