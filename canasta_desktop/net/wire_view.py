"""A `PlayerView` on the wire: `view_to_wire` and `view_from_wire` are exact inverses.

The wire form holds only what the view holds (the seat's own hand, counts of the
other hands and of the stock, the table, the public events), written as text the
way the save and the round log write cards: ``"KH KS 2C"``. An event is one line of
space-separated fields, its class name first: ``"AddedToMeld 1 K KH,KS 0"`` (a group
of cards joined by commas, ``-`` when empty).

Reading is strict: every card must be a card of the rule set's deck, written in its
one canonical form, and every per-seat and per-side list must fit the rule set, so
a broken or hostile host cannot hand the table a view it cannot draw.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Callable
from types import MappingProxyType
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..engine import events
from ..engine.cards import Card, Rank, build_deck
from ..engine.phase import Phase
from ..engine.rules import RuleSet
from ..engine.view import PlayerView
from ..persistence.written_rules import require_every_rule

Seat = Annotated[int, Field(ge=0, le=5)]
Count = Annotated[int, Field(ge=0, le=10_000)]
Score = Annotated[int, Field(ge=-(10**8), le=10**8)]
CardText = Annotated[str, Field(max_length=2000)]  # space-separated cards
EventText = Annotated[str, Field(max_length=2000)]
MAX_EVENTS = 5000  # a random round has a few hundred; a real one fewer
EMPTY_GROUP = "-"


# --------------------------------------------------------------------------- events as text
def _group_text(cards: tuple[Card, ...]) -> str:
    return ",".join(str(card) for card in cards) or EMPTY_GROUP


def _card(text: str) -> Card:
    card = Card.from_str(text)
    if str(card) != text:
        raise ValueError(f"not a card's own form: {text!r}")
    return card


def _group(text: str) -> tuple[Card, ...]:
    return () if text == EMPTY_GROUP else tuple(_card(part) for part in text.split(","))


def _flag(text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"not a flag: {text!r}")
    return text == "1"


def _number(text: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise ValueError(f"not a count: {text!r}")
    return int(text)


def _rank(text: str) -> Rank:
    rank = Rank.from_char(text)
    if rank.char != text:
        raise ValueError(f"not a rank's own form: {text!r}")
    return rank


#: How each type an event field may have is written and read (the annotations are strings).
_FIELD_FORMS: dict[str, tuple[Callable[[Any], str], Callable[[str], Any]]] = {
    "int": (str, _number),
    "bool": (lambda value: "1" if value else "0", _flag),
    "Card": (str, _card),
    "Rank": (lambda rank: rank.char, _rank),
    "Group": (_group_text, _group),
}
EVENT_CLASSES: dict[str, type[events.Event]] = {cls.__name__: cls for cls in typing.get_args(events.Event)}


@functools.lru_cache(maxsize=8192)  # the host writes a round's events again in every view
def event_to_text(event: events.Event) -> str:
    fields = dataclasses.fields(event)
    return " ".join(
        [type(event).__name__, *(_FIELD_FORMS[str(f.type)][0](getattr(event, f.name)) for f in fields)]
    )


def event_from_text(text: str) -> events.Event:
    """The event ``text`` writes; ValueError if it is not one."""
    name, *values = text.split(" ")
    cls = EVENT_CLASSES.get(name)
    if cls is None:
        raise ValueError(f"unknown event {name[:40]!r}")
    fields = dataclasses.fields(cls)
    if len(values) != len(fields):
        raise ValueError(f"{name} has {len(fields)} fields, not {len(values)}")
    return cls(**{f.name: _FIELD_FORMS[str(f.type)][1](value) for f, value in zip(fields, values)})


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(_card(part) for part in text.split(" ")) if text else ()


# --------------------------------------------------------------------------- the wire form
class WireView(BaseModel):
    """The `PlayerView` fields in order, in JSON-friendly forms; checked against its rule set."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    seat: Seat
    rules: RuleSet
    phase: Phase
    to_move: Seat
    actor: Seat
    dealer: Seat
    hand: CardText
    hand_counts: list[Count] = Field(min_length=2, max_length=6)
    stock_count: Count
    pile: CardText
    pile_frozen: bool
    melds: list[list[tuple[str, CardText]]] = Field(min_length=2, max_length=3)  # per side, laying order
    red_threes: list[CardText] = Field(min_length=2, max_length=3)
    scores_before: list[Score] = Field(min_length=2, max_length=3)
    minimums: list[Score] = Field(min_length=2, max_length=3)
    first_go_around: bool
    stock_exhausted: bool
    turn_asked: bool
    partner_answer: bool | None
    can_undo: bool
    events: list[EventText] = Field(max_length=MAX_EVENTS)
    players_melded: list[bool] = Field(min_length=2, max_length=6)
    penalties: list[Score] = Field(min_length=2, max_length=3)
    pile_bonuses: list[Score] = Field(min_length=2, max_length=3)
    turns_started: Count
    turnovers: Count
    turn_player_had_melded: bool
    turn_melded: bool
    turn_new_ranks: str = Field(max_length=15)  # rank characters, sorted
    turn_touched_old_melds: bool
    turn_canastas_before: Count

    @field_validator("rules", mode="before")
    @classmethod
    def _every_rule_written(cls, value: Any) -> Any:
        return require_every_rule(value)

    @model_validator(mode="after")
    def _fits_the_rules(self) -> WireView:
        players, sides = self.rules.players, self.rules.sides
        seats = (self.seat, self.to_move, self.actor, self.dealer)
        if any(seat >= players for seat in seats):
            raise ValueError("a seat beyond the table")
        per_seat = (self.hand_counts, self.players_melded)
        per_side = (self.melds, self.red_threes, self.scores_before, self.minimums, self.penalties)
        if any(len(part) != players for part in per_seat) or any(len(part) != sides for part in per_side):
            raise ValueError("a per-seat or per-side list does not fit the table")
        if len(self.pile_bonuses) != sides:
            raise ValueError("the pile bonuses do not fit the table")
        view_from_wire(self)  # every card, rank and event readable
        return self


@functools.cache
def _deck_of(decks: int, jokers: int) -> frozenset[Card]:
    return frozenset(build_deck(decks, jokers))


def _in_deck(cards: tuple[Card, ...], deck: frozenset[Card]) -> tuple[Card, ...]:
    if not deck.issuperset(cards):
        raise ValueError("a card that is not in the rule set's deck")
    return cards


def view_to_wire(view: PlayerView) -> WireView:
    return WireView.model_construct(
        seat=view.seat,
        rules=view.rules,
        phase=view.phase,
        to_move=view.to_move,
        actor=view.actor,
        dealer=view.dealer,
        hand=_cards_text(view.hand),
        hand_counts=list(view.hand_counts),
        stock_count=view.stock_count,
        pile=_cards_text(view.pile),
        pile_frozen=view.pile_frozen,
        melds=[[(rank.char, _cards_text(cards)) for rank, cards in side.items()] for side in view.melds],
        red_threes=[_cards_text(cards) for cards in view.red_threes],
        scores_before=list(view.scores_before),
        minimums=list(view.minimums),
        first_go_around=view.first_go_around,
        stock_exhausted=view.stock_exhausted,
        turn_asked=view.turn_asked,
        partner_answer=view.partner_answer,
        can_undo=view.can_undo,
        events=[event_to_text(event) for event in view.events],
        players_melded=list(view.players_melded),
        penalties=list(view.penalties),
        pile_bonuses=list(view.pile_bonuses),
        turns_started=view.turns_started,
        turnovers=view.turnovers,
        turn_player_had_melded=view.turn_player_had_melded,
        turn_melded=view.turn_melded,
        turn_new_ranks="".join(rank.char for rank in sorted(view.turn_new_ranks)),
        turn_touched_old_melds=view.turn_touched_old_melds,
        turn_canastas_before=view.turn_canastas_before,
    )


def view_from_wire(wire: WireView) -> PlayerView:
    """The view ``wire`` holds; ValueError if a card, a rank or an event cannot be read or is not
    of the rule set's deck."""
    table = (wire.rules.decks, wire.rules.jokers, wire.rules.players)
    deck = _deck_of(*table[:2])

    def cards(text: str) -> tuple[Card, ...]:
        return _in_deck(_cards(text), deck)

    return PlayerView(
        seat=wire.seat,
        rules=wire.rules,
        phase=wire.phase,
        to_move=wire.to_move,
        actor=wire.actor,
        dealer=wire.dealer,
        hand=cards(wire.hand),
        hand_counts=tuple(wire.hand_counts),
        stock_count=wire.stock_count,
        pile=cards(wire.pile),
        pile_frozen=wire.pile_frozen,
        melds=tuple(
            MappingProxyType({_rank(rank): cards(text) for rank, text in side}) for side in wire.melds
        ),
        red_threes=tuple(cards(text) for text in wire.red_threes),
        scores_before=tuple(wire.scores_before),
        minimums=tuple(wire.minimums),
        first_go_around=wire.first_go_around,
        stock_exhausted=wire.stock_exhausted,
        turn_asked=wire.turn_asked,
        partner_answer=wire.partner_answer,
        can_undo=wire.can_undo,
        events=tuple(_checked_event(text, *table) for text in wire.events),
        players_melded=tuple(wire.players_melded),
        penalties=tuple(wire.penalties),
        pile_bonuses=tuple(wire.pile_bonuses),
        turns_started=wire.turns_started,
        turnovers=wire.turnovers,
        turn_player_had_melded=wire.turn_player_had_melded,
        turn_melded=wire.turn_melded,
        turn_new_ranks=frozenset(_rank(char) for char in wire.turn_new_ranks),
        turn_touched_old_melds=wire.turn_touched_old_melds,
        turn_canastas_before=wire.turn_canastas_before,
    )


@functools.lru_cache(maxsize=8192)  # a round's events come again in every later view
def _checked_event(text: str, decks: int, jokers: int, players: int) -> events.Event:
    event = event_from_text(text)
    if event.seat >= players:
        raise ValueError("an event of a seat beyond the table")
    deck = _deck_of(decks, jokers)
    for field in dataclasses.fields(event):
        value = getattr(event, field.name)
        if isinstance(value, tuple):  # a card, or a group of cards
            _in_deck(value if field.type == "Group" else (value,), deck)
    return event
