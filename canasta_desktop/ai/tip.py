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

from collections.abc import Sequence

from ..engine.actions import Action
from ..engine.view import PlayerView
from .reasons import Decision, Why
from .svaer import SvaerPlayer

__all__ = ["Decision", "Why", "tip"]


def tip(view: PlayerView, legal: Sequence[Action]) -> Decision:
    """Svær's move for ``view.actor`` among ``legal`` (the engine's legal actions), with its reason."""
    if not legal:
        raise ValueError("no legal action to advise")
    return SvaerPlayer(0).decide(view, legal)
