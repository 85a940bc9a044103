"""The Tip button: what Svær would do in the human's seat now, with a short reason code.

The result is a `Decision`: the action (playable as it stands: one of the
legal actions, or a meld the engine accepts), the hand cards it plays
(``Decision.cards``, to select and highlight), and the reason (`Why` plus
parameters) the interface turns into a translated line, e.g.
``take_pile_pair`` with ``size=14, rank=K``: "14 cards for your pair of kings".

Every reason is a claim about the position that holds in it (a lone card is
the only one of its rank in the hand, a wild card "completes" a canasta only
when the meld reaches seven cards, ...); when no specific claim holds, the
reason is a general one that does (``discard_least``, ``any``).
tests/ai/tip_claims.py checks each reason code against the position.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine.actions import Action
from ..engine.view import PlayerView
from .reasons import Decision, Why
from .svaer import SvaerPlayer

__all__ = ["Decision", "Why", "expert_tip", "tip"]


def tip(view: PlayerView, legal: Sequence[Action]) -> Decision:
    """Svær's move for ``view.actor`` among ``legal`` (the engine's legal actions), with its reason."""
    if not legal:
        raise ValueError("no legal action to advise")
    return SvaerPlayer(0).decide(view, legal)


def expert_tip(
    view: PlayerView,
    legal: Sequence[Action],
    seconds: float | None = 0.9,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
) -> Decision:
    """Ekspert's move (a setting of the Tip button), within ``seconds``; Svær's reason when they agree.

    When the search prefers another move, the reason is the general one (``any``): the
    specific reasons describe Svær's judgement, which the search overruled.
    """
    from .ekspert import EkspertPlayer  # the search is loaded only when asked for

    if not legal:
        raise ValueError("no legal action to advise")
    decision = SvaerPlayer(0).decide(view, legal)
    player = EkspertPlayer(seed)
    player.set_limits(seconds, should_stop)
    action = player.choose(view, legal)
    return decision if action == decision.action else Decision(action, Why.ANY)
