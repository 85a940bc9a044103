"""Teaching: before a move a good player would think twice about, say so once.

Two moves are caught, judged as the Tip (Svær) judges them and from the
player's view only (never the hidden cards):

* a discard the next opponent can very likely use to take a big pile: the
  same `take_chance` Svær weighs its discards with, from the cards the table
  has seen (melds, cards taken with the pile, discards), and only when another
  card of the hand would not feed it;
* going out (or a move that spoils going out) in a way that scores clearly
  less than the way the Tip would go out this turn. Svær never advises waiting instead of going out (waiting was
  measured to cost 100 to 500 points, see `SvaerPlayer.always_go_out`), so the
  comparison is with its own way of going out, not with waiting.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...ai.context import Context
from ...ai.evaluate import take_chance
from ...ai.reasons import BIG_PILE
from ...ai.tip import tip
from ...engine.actions import Discard
from ...engine.cards import Card
from ...engine.rules import TakeOntoMeld
from ...engine.state import Phase, RoundState
from ...engine.view import player_view
from ..text import messages
from ..text.teaching_text import teaching_text
from . import gestures
from .gestures import Step

# "Very likely": the chance the next player takes the pile is at least this (a meld of the rank on
# an unfrozen pile, or a pair the table has seen them take); unseen cards alone stay far below it.
OBVIOUS = 0.5
# Going out is worth a word when the Tip's way scores at least this much more.
GO_OUT_MARGIN = 20
MOST_TIP_STEPS = 30  # a turn never has more; a guard against a loop


@dataclass(frozen=True)
class Caution:
    """What to say before the move, the button that makes it anyway, and the situation (said once)."""

    key: tuple[object, ...]
    text: str
    go_on: str


def caution_for(
    state: RoundState, human: int, staged: Sequence[Card], steps: list[Step], names: Sequence[str]
) -> Caution | None:
    """The caution the human's ``steps`` call for now, or None (the steps are legal: checked before)."""
    plays = gestures.planned_actions(state, human, staged, steps)
    if not plays:
        return None
    before = state.copy()
    for action in plays[:-1]:
        before.play(action)
    after = before.copy()
    after.play(plays[-1])
    turn = (id(state), state.turns_started)
    if state.phase is Phase.MELD:
        going_out = _going_out_caution(state, human, after, turn)
        if going_out is not None:
            return going_out
    last = plays[-1]
    if isinstance(last, Discard) and not after.is_over:
        return _discard_caution(before, human, last.card, turn, names)
    return None


def _discard_caution(
    before: RoundState, human: int, card: Card, turn: tuple[object, ...], names: Sequence[str]
) -> Caution | None:
    ctx = Context(player_view(before, human))
    seat = ctx.next_seat
    size = len(ctx.view.pile) + 1
    if ctx.side_of(seat) == ctx.side or size < BIG_PILE or take_chance(ctx, card, seat) < OBVIOUS:
        return None
    if all(take_chance(ctx, other, seat) >= OBVIOUS for other in ctx.view.hand if other != card):
        return None  # every card feeds the pile: a word would not help
    words = teaching_text()
    args = (
        names[seat] if seat < len(names) else str(seat),
        messages.card_text(card),
        messages.rank_plural(card.rank),
        size,
    )
    onto_meld = ctx.rules.take_onto_meld is TakeOntoMeld.TOP_CARD
    if onto_meld and card.rank in ctx.view.melds[ctx.side_of(seat)] and not ctx.view.pile_frozen:
        text = words.feeds_meld(*args)
    else:
        text = words.feeds_pair(*args)
    return Caution((*turn, "discard", card), text, words.discard_anyway())


def _going_out_caution(
    state: RoundState, human: int, after: RoundState, turn: tuple[object, ...]
) -> Caution | None:
    """The move goes out, or spoils going out this turn, for clearly fewer points than the Tip's way."""
    best = _tip_going_out_total(state, human)
    if best is None:
        return None  # the Tip would not go out now: nothing to compare with
    if after.is_over:
        mine = after.result[state.side_of(human)].total if after.went_out == human and after.result else None
    else:
        mine = _tip_going_out_total(after, human)
    if mine is None or best - mine < GO_OUT_MARGIN:
        return None
    words = teaching_text()
    if after.is_over:
        return Caution((*turn, "go out"), words.costly_going_out(best - mine), words.go_out_anyway())
    return Caution((*turn, "go out"), words.spoils_going_out(best - mine), words.play_anyway())


def _tip_going_out_total(state: RoundState, human: int) -> int | None:
    """The side's round score if the Tip plays the rest of this turn and goes out; None if it does not.

    The partner's hand (hidden) counts the same in both endings, so the difference is the player's own.
    """
    trial = state.copy()
    for _ in range(MOST_TIP_STEPS):
        if trial.is_over or trial.actor != human:
            break
        trial.play(tip(player_view(trial, human), trial.legal_actions()).action)
    if not trial.is_over or trial.went_out != human or trial.result is None:
        return None
    return trial.result[state.side_of(human)].total
