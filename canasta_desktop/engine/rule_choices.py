"""The choices of the rule fields that are one of a few (their values, as the rule files write them,
and their names for the interface), and the card values' field types."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from pydantic import BeforeValidator, PlainSerializer

from .card_values import MAX_CARD_POINTS, parse_card_points, parse_wild_ranks, points_text
from .cards import Rank
from .rule_fields import QT_TRANSLATE_NOOP


class WildsVsNaturals(str, Enum):
    """How a meld's wild cards compare with its naturals."""

    ANY = "any"  # only min_naturals and max_wilds apply
    AT_MOST = "at_most"  # never more wilds than naturals
    FEWER = "fewer"  # naturals strictly more than wilds


class PileBeforeOpening(str, Enum):
    """May a side that has not melded yet take the discard pile?"""

    PAIR = "pair"  # with a natural pair, the top card and hand cards meeting the minimum
    NEVER = "never"  # only draw from the stock until the side has melded


class TakeOntoMeld(str, Enum):
    """Taking an unfrozen pile by putting its top card onto the side's meld."""

    NO = "no"
    TOP_CARD = "top_card"  # the top card alone goes onto the meld
    WITH_NATURAL = "with_natural"  # the top card and one natural of the rank from the hand


class RedThreeUpcard(str, Enum):
    FREEZE = "freeze"  # turn another card on top; the pile starts frozen
    SHUFFLE_BACK = "shuffle_back"  # put it back into the stock and turn a new upcard


class StockExhausted(str, Enum):
    TAKE_OR_END = "take_or_end"  # docs/rules.md §2.10
    END = "end"  # the round ends when a player should draw from an empty stock
    TURN_PILE = "turn_pile"  # the pile becomes the new stock, up to max_pile_turnovers


@dataclass(frozen=True)
class Bounds:
    """The bounds of each number inside a field that is not one number (`field_bounds` reads them)."""

    ge: int
    le: int


# Card values (issue 25): the wild ranks besides the jokers, and every card's points (engine/card_values.py)
WildRanks = Annotated[
    tuple[Rank, ...],
    BeforeValidator(parse_wild_ranks),
    PlainSerializer(lambda ranks: [rank.char for rank in ranks], when_used="json"),
]
CardPoints = Annotated[
    tuple[tuple[Rank, int], ...],
    BeforeValidator(parse_card_points),
    PlainSerializer(points_text, when_used="json"),
    Bounds(0, MAX_CARD_POINTS),
]


class RedThreesPlus(str, Enum):
    """When a side's red 3s count plus (otherwise they count minus)."""

    ALWAYS = "always"
    WITH_MELD = "with_meld"  # minus for a side that made no meld
    WITH_CANASTA = "with_canasta"  # minus for a side without a canasta


class MatchTimeEnd(str, Enum):
    """How a match played to the clock ends once its minutes have passed (`RuleSet.match_minutes`)."""

    PLAY_OUT = "play_out"  # the round in progress is played to its end, then the match ends
    SCORE_AS_STANDS = "score_as_stands"  # the round stops at once and is scored as it stands
    NOT_COUNTED = "not_counted"  # the round stops at once and counts nothing


class RedThreesOtherwise(str, Enum):
    """What a side's red 3s count when they do not count plus (`red_threes_plus`)."""

    MINUS = "minus"  # the classic rules
    NOTHING = "nothing"  # some families: no canasta, no red 3s, but no loss either


# Each choice's name in the editor and the lists of differences (translated in `rule_fields.CONTEXT`).
CHOICE_WORDS: dict[Enum, str] = {
    RedThreeUpcard.FREEZE: QT_TRANSLATE_NOOP("RuleFieldText", "Turn another, pile frozen"),
    RedThreeUpcard.SHUFFLE_BACK: QT_TRANSLATE_NOOP("RuleFieldText", "Shuffle back, turn a new one"),
    WildsVsNaturals.ANY: QT_TRANSLATE_NOOP("RuleFieldText", "Only the limits above"),
    WildsVsNaturals.AT_MOST: QT_TRANSLATE_NOOP("RuleFieldText", "Never more wilds than naturals"),
    WildsVsNaturals.FEWER: QT_TRANSLATE_NOOP("RuleFieldText", "Fewer wilds than naturals"),
    PileBeforeOpening.PAIR: QT_TRANSLATE_NOOP("RuleFieldText", "With a natural pair"),
    PileBeforeOpening.NEVER: QT_TRANSLATE_NOOP("RuleFieldText", "Never"),
    TakeOntoMeld.NO: QT_TRANSLATE_NOOP("RuleFieldText", "No"),
    TakeOntoMeld.TOP_CARD: QT_TRANSLATE_NOOP("RuleFieldText", "The top card alone"),
    TakeOntoMeld.WITH_NATURAL: QT_TRANSLATE_NOOP("RuleFieldText", "With one natural"),
    RedThreesPlus.ALWAYS: QT_TRANSLATE_NOOP("RuleFieldText", "Always"),
    RedThreesPlus.WITH_MELD: QT_TRANSLATE_NOOP("RuleFieldText", "With a meld"),
    RedThreesPlus.WITH_CANASTA: QT_TRANSLATE_NOOP("RuleFieldText", "With a canasta"),
    RedThreesOtherwise.MINUS: QT_TRANSLATE_NOOP("RuleFieldText", "Minus"),
    RedThreesOtherwise.NOTHING: QT_TRANSLATE_NOOP("RuleFieldText", "Nothing"),
    StockExhausted.TAKE_OR_END: QT_TRANSLATE_NOOP("RuleFieldText", "Take the pile or end"),
    StockExhausted.END: QT_TRANSLATE_NOOP("RuleFieldText", "The round ends"),
    StockExhausted.TURN_PILE: QT_TRANSLATE_NOOP("RuleFieldText", "Turn the pile over"),
    MatchTimeEnd.PLAY_OUT: QT_TRANSLATE_NOOP("RuleFieldText", "Play the round out"),
    MatchTimeEnd.SCORE_AS_STANDS: QT_TRANSLATE_NOOP("RuleFieldText", "Stop, score as it stands"),
    MatchTimeEnd.NOT_COUNTED: QT_TRANSLATE_NOOP("RuleFieldText", "Stop, the round not counted"),
}
