"""Every field of a round in one list, and the one way a round is assembled from it.

A round comes to be in five ways: dealt (`RoundState(rules, seed, ...)`), copied
(`RoundState.copy`), rebuilt from a view (`determinize`, `sample`) and from a stored
position (`snapshot.from_snapshot`). `RoundState` is a subclass of `RoundParts`, so the
fields are declared here once, with their types, and none has a default. Every builder
goes through the generated `RoundParts.__init__`: the dealing constructor and `copy`
call it on the new round itself; the others build a `RoundParts` and hand it to
`RoundState.from_parts`. A new field is added here, and mypy points at every builder
that does not give it yet (tests/engine/test_round_assembly.py checks the rest).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .actions import Action, Group
from .cards import Card, Rank
from .events import Event
from .melds import CardTables
from .phase import Phase
from .rules import RuleSet
from .scoring import SideScore

if TYPE_CHECKING:
    from .snapshot import RoundOrigin


@dataclass(slots=True)
class UndoPoint:
    """The mover's hand and side's melds before a meld or addition of this turn, for `Undo`."""

    hand: list[Card]
    melds: dict[Rank, list[Card]]
    player_melded: bool
    melded: bool
    touched_old_melds: bool
    new_ranks: set[Rank]
    cards: Group  # what the undone move laid


@dataclass(slots=True)
class Turn:
    """What happened so far in the current turn."""

    player_had_melded: bool
    asked: bool = False
    answer: bool | None = None
    melded: bool = False
    touched_old_melds: bool = False  # added to a meld that existed before the turn
    new_ranks: set[Rank] = field(default_factory=set)  # melds begun this turn
    undo: list[UndoPoint] = field(default_factory=list)
    canastas_before: int = 0  # the side's canastas when the turn began (going_out_not_in_canasta_turn)

    def copy(self) -> Turn:
        """An independent copy (the undo points themselves are shared)."""
        return Turn(
            player_had_melded=self.player_had_melded,
            asked=self.asked,
            answer=self.answer,
            melded=self.melded,
            touched_old_melds=self.touched_old_melds,
            new_ranks=set(self.new_ranks),
            undo=list(self.undo),
            canastas_before=self.canastas_before,
        )


# `RoundState` inherits these fields as its attributes, so: not frozen (play changes them), no slots
# (saves and tests read a round's `vars()`), no generated == or repr (a round is compared by identity,
# and its repr would be pages of cards).
@dataclass(eq=False, repr=False, kw_only=True)
class RoundParts:
    """Everything a round is made of, hidden cards included."""

    rules: RuleSet
    tables: CardTables
    seed: int
    dealer: int
    scores_before: tuple[int, ...]
    minimums: tuple[int, ...]  # the initial meld's minimum per side
    rng: random.Random
    hands: list[list[Card]]
    stock: list[Card]  # drawn from the end
    pile: list[Card]
    pile_frozen: bool  # frozen for everyone: a wild in it, or a red-3 start
    melds: list[dict[Rank, list[Card]]]
    red_threes: list[list[Card]]
    player_melded: list[bool]
    penalties: list[int]
    pile_bonuses: list[int]  # per side: bonuses for taking a pile of `RuleSet.pile_bonus_size` cards
    turnovers: int
    turns_started: int
    to_move: int
    phase: Phase
    went_out: int | None
    concealed: bool
    result: tuple[SideScore, ...] | None
    log: list[tuple[int, Action]]
    events: list[Event]
    public_events: list[Event]  # the same, drawn cards hidden
    turn: Turn
    origin: RoundOrigin | None  # the stored position a restored round continued from; None from the deal


def fill_with_copy(bare: RoundParts, parts: RoundParts) -> None:
    """Give the uninitialised ``bare`` an independent copy of ``parts``: every list copied; cards, rules,
    undo points and origin shared.

    `RoundState.copy` fills its new round straight through the generated `RoundParts.__init__` rather
    than through a bundle and `from_parts`: that keeps the copy's attributes in the interpreter's fast
    instance layout, and is no slower than the hand-written copy it replaced.
    """
    rng = random.Random()
    rng.setstate(parts.rng.getstate())
    RoundParts.__init__(
        bare,
        rules=parts.rules,
        tables=parts.tables,
        seed=parts.seed,
        dealer=parts.dealer,
        scores_before=parts.scores_before,
        minimums=parts.minimums,
        rng=rng,
        hands=[list(hand) for hand in parts.hands],
        stock=list(parts.stock),
        pile=list(parts.pile),
        pile_frozen=parts.pile_frozen,
        melds=[{rank: list(cards) for rank, cards in side.items()} for side in parts.melds],
        red_threes=[list(cards) for cards in parts.red_threes],
        player_melded=list(parts.player_melded),
        penalties=list(parts.penalties),
        pile_bonuses=list(parts.pile_bonuses),
        turnovers=parts.turnovers,
        turns_started=parts.turns_started,
        to_move=parts.to_move,
        phase=parts.phase,
        went_out=parts.went_out,
        concealed=parts.concealed,
        result=parts.result,
        log=list(parts.log),
        events=list(parts.events),
        public_events=list(parts.public_events),
        turn=parts.turn.copy(),
        origin=parts.origin,
    )


def scores_before_round(rules: RuleSet, dealer: int, scores: Sequence[int] | None) -> tuple[int, ...]:
    """The sides' scores before the round (none given: all 0); ValueError unless they and the dealer fit."""
    scores_before = tuple(scores) if scores is not None else (0,) * rules.sides
    if len(scores_before) != rules.sides or not 0 <= dealer < rules.players:
        raise ValueError("one score per side and a dealer seat are needed")
    return scores_before


def initial_minimums(rules: RuleSet, scores_before: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(rules.initial_minimum(score) for score in scores_before)
