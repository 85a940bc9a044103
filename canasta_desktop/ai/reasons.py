"""Why a computer player (or the Tip button) chose a move: a code plus parameters.

Like the engine's `Reason`, the interface turns the code and its parameters
into a translated sentence; ``english()`` is for logs, tests and the simulator.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..engine.actions import Action, hand_cards
from ..engine.cards import Card


class Why(str, Enum):
    DRAW = "draw"  # params: size (the pile is not worth taking)
    DRAW_FROZEN = "draw_frozen"  # the pile cannot be taken; params: reason (the engine's `Reason` value)
    TAKE_PILE_PAIR = "take_pile_pair"  # params: size, rank
    TAKE_PILE_MELD = "take_pile_meld"  # params: size, rank (onto the side's meld)
    TAKE_PILE_WILD = "take_pile_wild"  # params: size, rank (a natural and a wild card)
    TAKE_PILE_OPENING = "take_pile_opening"  # params: size, rank, points, needed
    TAKE_PILE_FORCED = "take_pile_forced"  # params: size, rank (the stock is gone)
    END_ROUND = "end_round"  # the stock is gone and the pile is not worth it
    END_ROUND_NO_TAKE = "end_round_no_take"  # the stock is gone and the pile cannot be taken; params: reason
    OPEN = "open"  # params: points, needed (the points meet the minimum)
    OPEN_CANASTA = "open_canasta"  # a canasta opens the side whatever the minimum (house rule)
    MELD_NEW = "meld_new"  # params: rank, count
    MELD_PAIR_WILD = "meld_pair_wild"  # params: rank (to shed points before the opponents go out)
    ADD_NATURALS = "add_naturals"  # params: rank, count
    ADD_WILD_CANASTA = "add_wild_canasta"  # params: rank (completes a canasta)
    ADD_WILD = "add_wild"  # params: rank (the meld is not yet a canasta)
    ADD_WILD_SHED = "add_wild_shed"  # lay points down: an opponent side is about to go out
    GO_OUT = "go_out"  # params: steps
    GO_OUT_CONCEALED = "go_out_concealed"
    ASK_PARTNER = "ask_partner"  # you can go out; ask first
    ANSWER_YES = "answer_yes"  # params: points (your hand is light)
    ANSWER_YES_THREAT = "answer_yes_threat"  # the opponents may go out soon
    ANSWER_YES_STOCK = "answer_yes_stock"  # params: count (the stock is nearly gone)
    ANSWER_NO = "answer_no"  # params: points (you still hold many points)
    DISCARD_SAFE = "discard_safe"  # params: card (the next player is unlikely to use it)
    DISCARD_SINGLE = "discard_single"  # params: card (the only one of its rank, not melded by the side)
    DISCARD_LEAST = "discard_least"  # params: card (the card the hand can best spare: the general reason)
    DISCARD_DEAD = "discard_dead"  # params: card (the next player discarded that rank)
    DISCARD_FREEZE = "discard_freeze"  # params: card, size (freeze a big, dangerous pile)
    DISCARD_BLOCK = "discard_block"  # params: card, size (a black 3 stops the next player)
    DISCARD_STOP_WILD = "discard_stop_wild"  # params: card, size (a wild on top: the pile cannot be taken)
    DISCARD_POINTS = "discard_points"  # params: card (shed points: the opponents may go out)
    DISCARD_RANDOM = "discard_random"  # params: card (Let's careless discard)
    ANY = "any"  # no particular reason (a fallback)


#: "Your hand is light": at most this many points (the partner may go out).
LIGHT_HAND = 60
#: "The stock is nearly gone": at most this many cards.
LOW_STOCK = 10
#: "A big pile" worth freezing: at least this many cards.
BIG_PILE = 5
#: "Unlikely to help the next player": the chance they take the pile with the card is below this.
UNLIKELY = 0.2


Param = int | str


@dataclass(frozen=True, slots=True)
class Suggestion:
    """An action with the reason it was chosen: what a level decides, and what the Tip button shows."""

    action: Action
    why: Why
    params: dict[str, Param] = field(default_factory=dict)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The hand cards the action plays (to select or highlight them); none for draw, ask, answer, end."""
        return hand_cards(self.action)

    def english(self) -> str:
        """A plain English line for logs and tests (the interface translates the code instead)."""
        detail = ", ".join(f"{key} {value}" for key, value in self.params.items())
        text = self.why.value.replace("_", " ")
        return f"{text}: {detail}" if detail else text


#: The levels' name for it (``decide`` returns one): the same record, not a second type.
Decision = Suggestion
