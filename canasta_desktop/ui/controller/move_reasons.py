"""Why a computer played each of its moves, kept per move as the round is played (issue 33, point 4).

Every computer level gives its reason with its move (`ai.base.ExplainingPlayer`); the table keeps it
here, by round and turn, for every computer seat, partner or opponent, so that the move history can say
later why a move was played ("Why?" on a turn of the history).

**Only what the table showed is kept.** A level reasons from its own view, hand included, and its
reason may rest on cards nobody else can see. So the reason is made public when it is kept
(`public_reason`), and nothing of the mover's hidden hand is stored at all:

- a card is named only when the move itself played it (the discard, the melded or added cards, the
  cards laid with a take of the pile) — those lie on the table once played, for everyone to see;
- "a lone card" (which says the hand held no other of its rank) becomes "the card it could best spare";
- an answer to "may I go out?" keeps the answering hand's number of cards (on the table for all to
  count), not its points.

What is kept lives as long as the table session: a saved match continued later has the reasons of
the moves played since it was continued; older turns say that no reason was kept.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...ai.reasons import Suggestion, Why
from ...engine.actions import Action, hand_cards
from ...engine.cards import Card
from ...engine.events import Event, TurnStarted

#: The reasons whose parameters tell of the mover's hidden hand, and the public reason said instead.
HIDDEN_CLAIMS: dict[Why, Why] = {Why.DISCARD_SINGLE: Why.DISCARD_LEAST}
#: Parameters that count the mover's hidden cards' points: never kept.
HIDDEN_PARAMS = frozenset({"points"})
#: The reasons whose "points" are the points laid on the table by the move itself (public).
LAID_POINTS = frozenset({Why.OPEN, Why.TAKE_PILE_OPENING})


@dataclass(frozen=True, slots=True)
class KeptReason:
    """One computer move with its public reason and what the table showed when it was played."""

    seat: int
    level: str  # the mover's level ("ekspert" says a search's verdict where the reason is general)
    reason: Suggestion  # already public (`public_reason`)
    cards: int  # the mover's hand after the move: its number of cards, as the table shows it
    stock: int  # the stock's cards after the move
    top: Card | None  # the pile's top card before the move (a take names it)
    only: bool = False  # it was the one legal move


def public_reason(reason: Suggestion, action: Action) -> Suggestion:
    """``reason`` (for ``action``, as played) with nothing in it that the table does not show."""
    why = HIDDEN_CLAIMS.get(reason.why, reason.why)
    played = {str(card) for card in hand_cards(action)}
    params = {
        key: value
        for key, value in reason.params.items()
        if (key != "card" or str(value) in played) and (key not in HIDDEN_PARAMS or why in LAID_POINTS)
    }
    return Suggestion(action, why, params)


def turn_number(events: list[Event]) -> int:
    """The turn the round is in after ``events``: how many turns have started (0: the deal)."""
    return sum(isinstance(event, TurnStarted) for event in events)


@dataclass
class MoveReasons:
    """The kept reasons, by round number and turn, in the order the moves were played."""

    kept: dict[tuple[int, int], list[KeptReason]] = field(default_factory=dict)

    def keep(self, round_number: int, turn: int, reason: KeptReason) -> None:
        self.kept.setdefault((round_number, turn), []).append(reason)

    def of_turn(self, round_number: int, turn: int) -> list[KeptReason]:
        """The reasons kept for the moves of a turn (empty: none kept, or a person's turn)."""
        return list(self.kept.get((round_number, turn), []))
