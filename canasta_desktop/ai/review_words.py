"""Words for the better move of a round review: the move as data plus a reason code, no text.

The reason is the Tip's (`reasons.Why` with its parameters), so the interface
translates it with the Tip's sentences. When Svær would play the better move
itself, its own reason is given: each of Svær's reasons is a claim checked true
of its position (tests/ai/tip_claims.py). Otherwise a general reason that is true
of the move: drawing when the pile could be taken (``draw``: "the pile is not worth taking"; like
``end_round``, never said when the take would make a canasta of the top card's rank,
`take_makes_canasta`: then no reason is claimed, ``any``, and the window says what the review
measured instead), going out
(``go_out``, checked here by playing the move on a round rebuilt from the view:
going out needs only the seat's own cards), a discard (``discard_least``: the card
the search found the hand can best spare, which is what the review measured),
and ``any`` for the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..engine.actions import Action, Discard, DrawStock, EndRound, TakePile
from ..engine.cards import Card
from ..engine.determinize import state_from_view
from ..engine.reasons import IllegalActionError
from ..engine.roundlog import log_parts, parse_move
from ..engine.roundlog import replay as replay_log
from ..engine.view import PlayerView
from .context import Context
from .evaluate import completed_canasta_bonus
from .fast_rules import fast_rules
from .reasons import Param, Suggestion, Why
from .search import signature
from .svaer import SvaerPlayer


@dataclass(frozen=True, slots=True)
class BetterMove:
    """The move the review found better: ``actions`` (a whole way of going out may be several),
    their expected ``points``, and the reason code with its parameters (the Tip's)."""

    actions: tuple[Action, ...]
    points: float
    why: Why
    params: dict[str, Param] = field(default_factory=dict)
    svaers: bool = False  # the reason is Svær's own: Svær plays this move here

    @property
    def action(self) -> Action:
        return self.actions[0]

    def suggestion(self) -> Suggestion:
        """The first action with the reason, as the Tip gives it."""
        return Suggestion(self.action, self.why, dict(self.params))


def better_move(
    view: PlayerView, legal: Sequence[Action], actions: tuple[Action, ...], points: float
) -> BetterMove:
    """The better move with the reason that is true of it."""
    decision = SvaerPlayer(0).decide(view, legal)
    untrue = decision.why in (Why.DRAW, Why.END_ROUND) and take_makes_canasta(view, legal)
    if _same_move(view, decision.action, actions) and not untrue:  # Svær's cards: its reason names them
        return BetterMove((decision.action,), points, decision.why, dict(decision.params), svaers=True)
    why, params = general_reason(view, legal, actions)
    return BetterMove(actions, points, why, params)


def general_reason(
    view: PlayerView, legal: Sequence[Action], actions: tuple[Action, ...]
) -> tuple[Why, dict[str, Param]]:
    """A reason that holds for ``actions`` whoever proposes them."""
    first = actions[0]
    takeable = any(isinstance(action, TakePile) for action in legal)
    declines = isinstance(first, DrawStock) or (isinstance(first, EndRound) and view.stock_count == 0)
    if declines and takeable and take_makes_canasta(view, legal):  # "not worth taking" would be untrue
        return Why.ANY, {}
    if isinstance(first, DrawStock) and takeable:
        return Why.DRAW, {"size": len(view.pile)}
    if isinstance(first, EndRound) and takeable and view.stock_count == 0:
        return Why.END_ROUND, {}
    if goes_out(view, actions):
        return Why.GO_OUT, {"steps": len(actions)}
    if isinstance(first, Discard) and len(actions) == 1:
        return Why.DISCARD_LEAST, {"card": str(first.card)}
    return Why.ANY, {}


def take_makes_canasta(view: PlayerView, legal: Sequence[Action]) -> bool:
    """Whether taking the pile (it can be taken) gives the side seven cards of the top card's rank this
    turn: its meld of the rank, the top card, the pile's others and the hand's of that rank."""
    if not view.pile or not any(isinstance(action, TakePile) for action in legal):
        return False
    return completed_canasta_bonus(Context(view), TakePile()) > 0  # what Svær's take values too


def pile_tops(log: str, indexes: Iterable[int]) -> dict[int, Card | None]:
    """The pile's top card before each move ``indexes`` of a round log (to name a take onto a meld),
    in one replay of the round."""
    deal, lines, _stop = log_parts(log)
    state = replay_log(deal)
    wanted, tops = set(indexes), {}
    for index, line in enumerate(lines):
        if index in wanted:
            tops[index] = state.pile_top
        if index >= max(wanted, default=-1):
            break
        state.play(parse_move(line)[1])
    return tops


def goes_out(view: PlayerView, actions: Sequence[Action]) -> bool:
    """Playing ``actions`` ends the round with the seat going out (its own cards decide it)."""
    state = state_from_view(view)
    try:
        for action in actions:
            if state.is_over or state.actor != view.actor:
                return False
            state.play(action)
    except IllegalActionError:
        return False
    return state.is_over and state.went_out == view.actor


def _same_move(view: PlayerView, action: Action, actions: tuple[Action, ...]) -> bool:
    """Svær's single move is the better move's first (and only) one, up to suits."""
    if len(actions) != 1:
        return False
    wild = fast_rules(view.rules).wild
    return action == actions[0] or signature(wild, action) == signature(wild, actions[0])
