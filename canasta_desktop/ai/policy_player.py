"""The rollout policy as a real player: the same decisions, turned into engine actions.

It exists to prove that the fast simulator and the engine agree (a deal played
by this player in every seat ends as `policy.play_out` says) and as a yardstick
(``canasta-sim --players policy,svaer``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from ..engine.actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    TakePile,
)
from ..engine.cards import Card, Rank
from ..engine.view import PlayerView
from .fast_rules import code
from .policy import next_move
from .policy_moves import AddMove, AnswerMove, DiscardMove, DrawMove, EndMove, MeldMove, Move, TakeMove
from .rollout import FastRound


class PolicyPlayer:
    name = "policy"

    def __init__(self, seed: int = 0) -> None:
        """The policy is deterministic: the seed is accepted like every player's, and not needed."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return to_action(next_move(FastRound.from_view(view)), view)


def to_action(move: Move, view: PlayerView) -> Action:
    """The engine action for a policy move, with real cards picked from the hand."""
    pick = _Picker(view.hand)
    match move:
        case DrawMove():
            return DrawStock()
        case EndMove():
            return EndRound()
        case AnswerMove(yes):
            return AnswerPartner(yes)
        case TakeMove(naturals, wild, extra):
            top = code(view.pile[-1])
            cards = pick.take(top, naturals) + (pick.take(wild, 1) if wild >= 0 else ())
            return TakePile(cards, tuple(pick.group(*group) for group in extra))
        case MeldMove(groups):
            return Meld(tuple(pick.group(*group) for group in groups))
        case AddMove(rank, naturals, wild):
            cards = pick.take(rank, naturals) + (pick.take(wild, 1) if wild >= 0 else ())
            return AddToMeld(Rank(rank), cards)
        case DiscardMove(card):
            return Discard(pick.take(card, 1)[0])
    assert_never(move)


class _Picker:
    """Hands out cards of a rank code from the hand, each card once (first in hand order)."""

    def __init__(self, hand: Sequence[Card]) -> None:
        self.left = list(hand)

    def take(self, wanted: int, count: int) -> tuple[Card, ...]:
        found = [card for card in self.left if code(card) == wanted][:count]
        if len(found) < count:
            raise ValueError(f"the hand lacks {count} cards of code {wanted}")
        for card in found:
            self.left.remove(card)
        return tuple(found)

    def group(self, rank: int, naturals: int, wilds: tuple[int, ...]) -> tuple[Card, ...]:
        cards = self.take(rank, naturals)
        for wild in wilds:
            cards += self.take(wild, 1)
        return cards
