"""`RuleSet`: every rule choice of docs/rules.md §3 as one validated, frozen value, each field declared
once: its type, default and bounds, and its `RuleInfo` (group, words, what None means, whether it was
added later). The editor, the rule files, the lists of differences and the stored files' compatibility
read the declaration; `rules.py` holds the presets and the checks of a whole set.

Code asks the fields, never which preset a rule set came from.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .card_values import CLASSIC_POINTS, CLASSIC_WILD_RANKS, upgrade_fours_wild
from .cards import Rank
from .rule_choices import (
    CardPoints,
    MatchTimeEnd,
    PileBeforeOpening,
    RedThreesOtherwise,
    RedThreesPlus,
    RedThreeUpcard,
    StockExhausted,
    TakeOntoMeld,
    WildRanks,
    WildsVsNaturals,
)
from .rule_fields import QT_TRANSLATE_NOOP, Group, NoneMeans, RuleInfo
from .rule_problems import (
    MAX_MATCH_MINUTES,
    MAX_PILE_BONUS_SIZE,
    MAX_POINTS,
    MAX_TARGET,
    consistency_problems,
)

#: The turn-overs a round allows where the rules set no limit. A round of players who never take the
#: pile nor go out, one card drawn a turn, would otherwise never end; a hundred passes of the stock
#: are hours of play, more than any round a family has played.
ENDLESS_TURNOVERS = 100

# Older names of fields, each with how its stored value reads now.
OLDER_FIELDS: dict[str, tuple[str, dict[object, object]]] = {
    "red_threes_negative_without_meld": (
        "red_threes_plus",
        {True: RedThreesPlus.WITH_MELD.value, False: RedThreesPlus.ALWAYS.value},
    ),
}


def read_older_fields(data: Any) -> Any:
    """A stored rule set with its older field names read as today's (a copy; other data unchanged)."""
    if not isinstance(data, dict) or not any(name in data for name in OLDER_FIELDS):
        return data
    data = dict(data)
    for old, (new, values) in OLDER_FIELDS.items():
        if old in data:
            value = data.pop(old)
            if new not in data:
                data[new] = values.get(value, value) if isinstance(value, bool) else value
    return data


class RuleSet(BaseModel):
    """All the rule choices of one Canasta game (docs/rules.md §3)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)

    name: str = "custom"

    # fmt: off
    # One field a declaration, a table to read down: the formatter would spread each over eight lines.
    # Table
    players: Annotated[Literal[2, 3, 4, 6], RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Players"),
        QT_TRANSLATE_NOOP("RuleFieldText", "How many sit at the table (you and the computer players)."),
    )] = 2
    # 3 players are 3 sides, each for themselves
    sides: Annotated[Literal[2, 3], RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Sides"),
        QT_TRANSLATE_NOOP("RuleFieldText", "How many sides play against each other; partners share melds and score."),
    )] = 2
    decks: Annotated[int, Field(ge=1, le=3), RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Decks"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Ordinary 52-card decks shuffled together."),
    )] = 2
    jokers: Annotated[int, Field(ge=0, le=12), RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Jokers"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Jokers added to the decks, in all."),
    )] = 4
    # Sallingske: 2s and 4s
    wild_ranks: Annotated[WildRanks, RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Wild ranks"),
        QT_TRANSLATE_NOOP("RuleFieldText", "The ranks that are wild besides the jokers (2s in classic Canasta, 2s and 4s in the Sallingske rules); a wild rank is never a natural. The 3s cannot be wild."),
    )] = CLASSIC_WILD_RANKS
    hand_size: Annotated[int, Field(ge=3, le=20), RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Cards dealt"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Cards each player is dealt."),
    )] = 15
    draw_count: Annotated[int, Field(ge=1, le=3), RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Cards drawn"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Cards drawn from the stock in a turn (one is discarded)."),
    )] = 2
    red_three_upcard: Annotated[RedThreeUpcard, RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Red 3 turned up"),
        QT_TRANSLATE_NOOP("RuleFieldText", "What happens when the first upcard is a red 3."),
    )] = RedThreeUpcard.FREEZE
    first_go_around_no_meld: Annotated[bool, RuleInfo(
        Group.TABLE, QT_TRANSLATE_NOOP("RuleFieldText", "Quiet first round"),
        QT_TRANSLATE_NOOP("RuleFieldText", "In the first round of turns nobody melds or takes the pile."),
    )] = False
    # Melds
    initial_meld_steps: Annotated[tuple[tuple[int, int], ...], RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "First meld minimum"),
        QT_TRANSLATE_NOOP("RuleFieldText", "The points a side's first meld needs, by its score so far."),
    )] = ((0, 50), (1500, 90), (3000, 120))
    negative_score_minimum: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Minimum below 0"),
        QT_TRANSLATE_NOOP("RuleFieldText", "The first meld's minimum for a side below 0."),
    )] = 15
    canasta_waives_minimum: Annotated[bool, RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Canasta waives minimum"),
        QT_TRANSLATE_NOOP("RuleFieldText", "A whole canasta as the first meld needs no minimum."),
    )] = False
    # from this score, open with one
    canasta_opening_from: Annotated[int | None, Field(ge=0, le=MAX_TARGET), RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Open with a canasta from"),
        QT_TRANSLATE_NOOP("RuleFieldText", "From this score before the round, a side's first meld must include a canasta."), none_means=NoneMeans.NEVER, later=True,
    )] = None
    min_naturals: Annotated[int, Field(ge=2, le=7), RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Naturals in a meld"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Natural cards a meld needs at least."),
    )] = 2
    max_wilds: Annotated[int | None, Field(ge=1, le=12), RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Wild cards in a meld"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Wild cards a meld may hold at most."),
    )] = 3
    wilds_vs_naturals: Annotated[WildsVsNaturals, RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Wilds against naturals"),
        QT_TRANSLATE_NOOP("RuleFieldText", "How a meld's wild cards compare with its naturals."),
    )] = WildsVsNaturals.ANY
    wild_onto_canasta: Annotated[bool, RuleInfo(
        Group.MELDS, QT_TRANSLATE_NOOP("RuleFieldText", "Wilds onto a canasta"),
        QT_TRANSLATE_NOOP("RuleFieldText", "A wild card may be added to a finished canasta."),
    )] = True
    # Pile
    pile_before_opening: Annotated[PileBeforeOpening, RuleInfo(
        Group.PILE, QT_TRANSLATE_NOOP("RuleFieldText", "Pile before melding"),
        QT_TRANSLATE_NOOP("RuleFieldText", "May a side that has not melded take the discard pile?"),
    )] = PileBeforeOpening.PAIR
    take_with_natural_and_wild: Annotated[bool, RuleInfo(
        Group.PILE, QT_TRANSLATE_NOOP("RuleFieldText", "Natural and wild"),
        QT_TRANSLATE_NOOP("RuleFieldText", "An unfrozen pile may be taken with one natural and one wild card."),
    )] = True
    take_onto_meld: Annotated[TakeOntoMeld, RuleInfo(
        Group.PILE, QT_TRANSLATE_NOOP("RuleFieldText", "Top card onto a meld"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Taking an unfrozen pile by adding its top card to a meld."),
    )] = TakeOntoMeld.TOP_CARD
    discard_wilds: Annotated[bool, RuleInfo(
        Group.PILE, QT_TRANSLATE_NOOP("RuleFieldText", "Discard wild cards"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Wild cards may be discarded (they freeze the pile)."),
    )] = True
    take_one_card_pile_with_one_card: Annotated[bool, RuleInfo(
        Group.PILE, QT_TRANSLATE_NOOP("RuleFieldText", "One card, one-card pile"),
        QT_TRANSLATE_NOOP("RuleFieldText", "A player with one card may take a pile of one card."),
    )] = False
    # issue 25: no taking a top card of a rank the side has melded
    melded_rank_locks_pile: Annotated[bool, RuleInfo(
        Group.PILE, QT_TRANSLATE_NOOP("RuleFieldText", "Melded rank locks the pile"),
        QT_TRANSLATE_NOOP("RuleFieldText", "A side may not take the pile while its top card is of a rank the side has melded."), later=True,
    )] = False
    # Going out
    canastas_to_go_out: Annotated[int, Field(ge=1, le=4), RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Canastas to go out"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Canastas a side needs before it may go out."),
    )] = 2
    # the canastas to go out must be there before the turn
    going_out_not_in_canasta_turn: Annotated[bool, RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Not out in the canasta's turn"),
        QT_TRANSLATE_NOOP("RuleFieldText", "The canastas needed to go out must be on the table before the turn begins."), later=True,
    )] = False
    discard_to_go_out: Annotated[bool, RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Discard to go out"),
        QT_TRANSLATE_NOOP("RuleFieldText", "The last card must be discarded to go out."),
    )] = False
    going_out_bonus: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Going out bonus"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Points for going out."),
    )] = 100
    # False: no concealed bonus, no waived minimum ("not used")
    concealed_going_out: Annotated[bool, RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Concealed going out"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Going out in one turn without an earlier meld earns more."),
    )] = True
    concealed_bonus: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Concealed bonus"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Points for going out concealed."),
    )] = 200
    ask_partner: Annotated[bool, RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Ask partner"),
        QT_TRANSLATE_NOOP("RuleFieldText", "You may ask your partner whether you may go out."),
    )] = False
    partner_yes_penalty: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Penalty after a yes"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Lost by a side that was told yes and did not go out."),
    )] = 100
    stock_exhausted: Annotated[StockExhausted, RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Stock runs out"),
        QT_TRANSLATE_NOOP("RuleFieldText", "What happens when the stock is empty."),
    )] = StockExhausted.TAKE_OR_END
    # None: as often as the round needs (`turnover_limit`)
    max_pile_turnovers: Annotated[int | None, Field(ge=0, le=10), RuleInfo(
        Group.GOING_OUT, QT_TRANSLATE_NOOP("RuleFieldText", "Pile turnovers"),
        QT_TRANSLATE_NOOP("RuleFieldText", "How often the pile may become the new stock."),
    )] = 3
    # Scoring
    # Sallingske: the wild 4s count 50
    card_points: Annotated[CardPoints, RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Card points"),
        QT_TRANSLATE_NOOP("RuleFieldText", "What each card counts, in melds and left in the hand (a wild rank too: the Sallingske 4s count 50)."),
    )] = CLASSIC_POINTS
    black_three_points: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Black 3"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Points of a black 3."),
    )] = 5
    red_three_points: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Red 3"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Bonus for each red 3."),
    )] = 100
    all_red_threes_points: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "All four red 3s"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Bonus for all four red 3s on one side."),
    )] = 800
    natural_canasta_bonus: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Natural canasta"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Bonus for a canasta without wild cards."),
    )] = 500
    mixed_canasta_bonus: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Mixed canasta"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Bonus for a canasta with wild cards."),
    )] = 300
    red_threes_plus: Annotated[RedThreesPlus, RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Red 3s count plus"),
        QT_TRANSLATE_NOOP("RuleFieldText", "When a side's red 3s count plus; otherwise they count as the next rule says."), later=True,
    )] = RedThreesPlus.WITH_MELD
    red_threes_otherwise: Annotated[RedThreesOtherwise, RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Red 3s otherwise count"),
        QT_TRANSLATE_NOOP("RuleFieldText", "What a side's red 3s count when they do not count plus: minus, or nothing at all."), later=True,
    )] = RedThreesOtherwise.MINUS
    # a side without a canasta counts its melds minus
    melds_negative_without_canasta: Annotated[bool, RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Melds minus without a canasta"),
        QT_TRANSLATE_NOOP("RuleFieldText", "A side without a canasta counts its melded cards minus, like the cards in hand."), later=True,
    )] = False
    # None: no pile bonus
    pile_bonus_size: Annotated[int | None, Field(ge=2, le=MAX_PILE_BONUS_SIZE), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Pile bonus at size"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Taking a discard pile of exactly this many cards earns a bonus."), none_means=NoneMeans.NEVER, later=True,
    )] = None
    # for taking a pile of exactly that size
    pile_bonus_points: Annotated[int, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Pile bonus"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Points for taking a pile of that size."), later=True,
    )] = 100
    wild_canasta_bonus: Annotated[int | None, Field(ge=0, le=MAX_POINTS), RuleInfo(
        Group.SCORING, QT_TRANSLATE_NOOP("RuleFieldText", "Canasta of wild cards"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Bonus for a canasta of wild cards only: three to seven of them, laid after the side's first meld. Not allowed: every meld needs naturals."), none_means=NoneMeans.NOT_ALLOWED, later=True,
    )] = None
    # Match
    # None: one round
    target: Annotated[int | None, Field(ge=1, le=MAX_TARGET), RuleInfo(
        Group.MATCH, QT_TRANSLATE_NOOP("RuleFieldText", "Match target"),
        QT_TRANSLATE_NOOP("RuleFieldText", "The match ends when a side reaches this score."), none_means=NoneMeans.ONE_ROUND,
    )] = 5000
    target_strictly_over: Annotated[bool, RuleInfo(
        Group.MATCH, QT_TRANSLATE_NOOP("RuleFieldText", "Strictly over the target"),
        QT_TRANSLATE_NOOP("RuleFieldText", "A side must pass the target, not only reach it."),
    )] = False
    # then: the match ends (how: match_time_end)
    match_minutes: Annotated[int | None, Field(ge=1, le=MAX_MATCH_MINUTES), RuleInfo(
        Group.MATCH, QT_TRANSLATE_NOOP("RuleFieldText", "Playing time (minutes)"),
        QT_TRANSLATE_NOOP("RuleFieldText", "Minutes of play after which the match ends; what happens then to the round in progress is chosen below."), later=True,
    )] = None
    # issue 32: what the round in progress does when the time is up
    match_time_end: Annotated[MatchTimeEnd, RuleInfo(
        Group.MATCH, QT_TRANSLATE_NOOP("RuleFieldText", "When the time is up"),
        QT_TRANSLATE_NOOP("RuleFieldText", "When the playing time runs out in a round: play it to its end, stop it at once and score it as it stands (no going-out bonus), or stop it and count nothing. Then the match ends."), later=True,
    )] = MatchTimeEnd.PLAY_OUT
    # fmt: on

    @model_validator(mode="before")
    @classmethod
    def _older_names(cls, data: Any) -> Any:
        return upgrade_fours_wild(read_older_fields(data))

    @model_validator(mode="after")
    def _check_consistent(self) -> RuleSet:
        problems = consistency_problems(self)
        if problems:
            raise problems[0]  # pydantic keeps the error; `rules_problems` lists them all
        return self

    def points_of(self, rank: Rank) -> int:
        """What one card of ``rank`` counts (not the 3s: see `black_three_points`)."""
        return dict(self.card_points)[rank]

    def deck_size(self) -> int:
        return self.decks * 52 + self.jokers

    def initial_minimum(self, score: int) -> int:
        """The initial-meld minimum for a side whose score before the round is ``score``."""
        if score < 0:
            return self.negative_score_minimum
        minimum = self.initial_meld_steps[0][1]
        for threshold, value in self.initial_meld_steps:
            if score >= threshold:
                minimum = value
        return minimum

    def opens_with_canasta(self, score: int) -> bool:
        """Whether a side whose score before the round is ``score`` must open with a canasta."""
        return self.canasta_opening_from is not None and score >= self.canasta_opening_from

    def locks_pile(self, top: Rank, melded: Container[Rank]) -> bool:
        """Whether a side that has melded the ranks ``melded`` may not take a pile with ``top`` on it
        (`melded_rank_locks_pile`)."""
        return self.melded_rank_locks_pile and top in melded

    def turnover_limit(self) -> int:
        """How often the pile may become the stock in a round (`max_pile_turnovers`; no limit set:
        `ENDLESS_TURNOVERS`, so that a round always ends)."""
        return ENDLESS_TURNOVERS if self.max_pile_turnovers is None else self.max_pile_turnovers

    def side_of(self, seat: int) -> int:
        """Partners sit opposite: in 6-player the order is A B C A B C."""
        return seat % self.sides

    def seats_of(self, side: int) -> range:
        """The seats of one side, in playing order."""
        return range(side, self.players, self.sides)

    def changed(self, **fields: object) -> RuleSet:
        """A validated copy with some fields changed (``name`` becomes custom unless given)."""
        data = self.model_dump()
        data["name"] = "custom"
        data.update(fields)
        return RuleSet.model_validate(data)


def rule_info(field: str) -> RuleInfo:
    """The declaration's `RuleInfo` of a `RuleSet` field (KeyError: no such rule)."""
    return _INFO[field]


def fields_of(group: Group) -> tuple[str, ...]:
    """The fields of ``group``, in the order they are declared (the editor's)."""
    return tuple(field for field, info in _INFO.items() if info.group is group)


_INFO: dict[str, RuleInfo] = {
    name: next(item for item in field.metadata if isinstance(item, RuleInfo))
    for name, field in RuleSet.model_fields.items()
    if name != "name"
}

#: Fields added after rule sets were first stored, each with the default that plays as before;
#: a stored set without them is read with that default (written_rules.require_every_rule).
LATER_FIELDS: frozenset[str] = frozenset(field for field, info in _INFO.items() if info.later)
