"""The Tip button: what Svær would do in the human's seat now, with a short reason code.

The interface highlights the action's cards and target and turns the reason
(`Why` plus parameters) into a translated line, e.g. ``take_pile_pair``
with ``size=14, rank=K``: "take the pile: 14 cards, you hold a pair of kings".
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
