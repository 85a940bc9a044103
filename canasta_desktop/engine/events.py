"""Events: what a `play` changed, for views to animate and logs to keep.

Every event has ``seat`` (who did it). `CardsDrawn.cards` is private to the
drawer; `redacted()` gives the copy the other seats may see.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card, Rank

Group = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    seat: int
    count: int
    cards: Group  # empty in the redacted copy

    def redacted(self) -> CardsDrawn:
        return replace(self, cards=())


@dataclass(frozen=True, slots=True)
class RedThreeLaid:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PileTaken:
    """The whole pile went to ``seat``; ``cards`` is the pile, top card last."""

    seat: int
    cards: Group


@dataclass(frozen=True, slots=True)
class Melded:
    seat: int
    rank: Rank
    cards: Group


@dataclass(frozen=True, slots=True)
class AddedToMeld:
    seat: int
    rank: Rank
    cards: Group
    became_canasta: bool


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: Card
    freezes: bool  # a wild card laid crosswise
    blocks: bool  # a black 3 stops the next player


@dataclass(frozen=True, slots=True)
class UpcardTurned:
    """The deal turned ``cards`` face up to start the pile (more than one when wild or red 3s came first)."""

    seat: int  # the dealer
    cards: Group


@dataclass(frozen=True, slots=True)
class PileFrozen:
    seat: int  # the dealer for an upcard freeze


@dataclass(frozen=True, slots=True)
class PileTurnedOver:
    """The discard pile became the new stock (turn-pile rule sets)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class PartnerAsked:
    seat: int


@dataclass(frozen=True, slots=True)
class PartnerAnswered:
    seat: int
    yes: bool


@dataclass(frozen=True, slots=True)
class UndoneMove:
    """The last meld or addition of the turn went back to the hand."""

    seat: int
    cards: Group


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int


@dataclass(frozen=True, slots=True)
class TimeStopped:
    """The match's time ran out and the rules stop the round in progress (`engine.time_stop`): a
    `RoundEnded` follows. ``counted``: scored as it stands; else it counts nothing."""

    seat: int  # whose turn it was
    counted: bool


@dataclass(frozen=True, slots=True)
class RoundEnded:
    seat: int  # who went out, or whose turn it was when the round ended
    went_out: bool
    concealed: bool


Event = (
    CardsDrawn
    | UpcardTurned
    | RedThreeLaid
    | PileTaken
    | Melded
    | AddedToMeld
    | Discarded
    | PileFrozen
    | PileTurnedOver
    | PartnerAsked
    | PartnerAnswered
    | UndoneMove
    | TurnStarted
    | TimeStopped
    | RoundEnded
)
