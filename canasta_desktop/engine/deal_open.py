"""The deal laid open: every hand as dealt, the red 3s laid at the deal, the upcard and the stock's
order, and the deal's code (`deal_code`), for the window that shows a finished round's deal.

`dealt(log)` is the deal of a round log (the round dealt again from the log's rules, seed, dealer and
scores: the same cards in the same places); `laid_open(deal)` reads it. A round continued from a
stored position (`RoundState.origin`) has no deal to show.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .deal_code import encode_round
from .events import RedThreeLaid
from .roundlog import replay
from .scoring import SideScore
from .state import RoundState


@dataclass(frozen=True, slots=True)
class LaidOpen:
    """A deal as it lay on the table before the first move."""

    dealer: int
    order: tuple[int, ...]  # the seats in dealing order: left of the dealer first
    hands: tuple[tuple[Card, ...], ...]  # per seat, after the red 3s were laid and replaced
    red_threes: tuple[tuple[Card, ...], ...]  # per seat: the red 3s laid at the deal
    pile: tuple[Card, ...]  # the upcard(s), bottom first
    stock: tuple[Card, ...]  # in the order it is drawn: the next card first
    code: str  # the deal code: the same deal for anyone with the same rules


def dealt(log: str, sheet: Sequence[SideScore] | None = None) -> RoundState | None:
    """The deal of a finished round's log, dealt again; None if the log is unknown, does not replay to
    the round's end, or (``sheet`` given) ends with another score sheet than the round's (a lesson's
    round, built card by card, is not the deal its seed names)."""
    if not log:
        return None
    try:
        played = replay(log)
    except Exception:  # noqa: BLE001 - a stored log may be anything: no deal then
        return None
    if played.origin is not None or not played.is_over:
        return None
    if sheet is not None and played.result != tuple(sheet):
        return None
    return RoundState(played.rules, played.seed, played.dealer, list(played.scores_before))


def laid_open(deal: RoundState) -> LaidOpen:
    """What ``deal`` (a round just dealt, no move played) shows laid open."""
    if deal.log or deal.origin is not None:
        raise ValueError("only a round just dealt is a deal")
    n = deal.rules.players
    laid: list[list[Card]] = [[] for _ in range(n)]
    for event in deal.events:
        if isinstance(event, RedThreeLaid):
            laid[event.seat].append(event.card)
    return LaidOpen(
        dealer=deal.dealer,
        order=tuple((deal.dealer + 1 + i) % n for i in range(n)),
        hands=tuple(tuple(hand) for hand in deal.hands),
        red_threes=tuple(tuple(cards) for cards in laid),
        pile=tuple(deal.pile),
        stock=tuple(reversed(deal.stock)),
        code=encode_round(deal),
    )
