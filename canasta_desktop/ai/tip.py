"""The Tip button: what Svær would do in the human's seat now, with a short reason code.

The result is a `Suggestion`: the action (playable as it stands: one of the
legal actions, or a meld the engine accepts), the hand cards it plays
(``Suggestion.cards``, to select and highlight), and the reason (`Why` plus
parameters) the interface turns into a translated line, e.g.
``take_pile_pair`` with ``size=14, rank=K``: "14 cards for your pair of kings".

Every reason is a claim about the position that holds in it (a lone card is
the only one of its rank in the hand, a wild card "completes" a canasta only
when the meld reaches seven cards, ...); when no specific claim holds, the
reason is a general one that does (``discard_least``, ``any``).
tests/ai/tip_claims.py checks each reason code against the position.

The table asks an `Adviser` (`ADVISERS`, by the Tip setting's level): Svær's
`tip`, or Ekspert's `expert_tip` within the search's time budget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..engine.actions import Action
from ..engine.view import PlayerView
from .base import Adviser
from .reasons import Decision, Suggestion, Why  # Decision: the old name, still exported

__all__ = ["ADVISERS", "Decision", "EkspertAdviser", "SvaerAdviser", "Suggestion", "Why", "expert_tip", "tip"]


def tip(view: PlayerView, legal: Sequence[Action]) -> Suggestion:
    """Svær's move for ``view.actor`` among ``legal`` (the engine's legal actions), with its reason."""
    from .svaer import SvaerPlayer  # the levels are loaded after the table's first paint

    if not legal:
        raise ValueError("no legal action to advise")
    return SvaerPlayer(0).decide(view, legal)


def expert_tip(
    view: PlayerView,
    legal: Sequence[Action],
    seconds: float | None = 0.9,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
) -> Suggestion:
    """Ekspert's move (a setting of the Tip button), within ``seconds``; Svær's reason when they agree.

    When the search prefers another move, the reason is the general one (``any``): the
    specific reasons describe Svær's judgement, which the search overruled.
    """
    from .ekspert import EkspertPlayer  # the search is loaded only when asked for
    from .svaer import SvaerPlayer

    if not legal:
        raise ValueError("no legal action to advise")
    decision = SvaerPlayer(0).decide(view, legal)
    player = EkspertPlayer(seed)
    player.set_limits(seconds, should_stop)
    action = player.choose(view, legal)
    return decision if action == decision.action else Suggestion(action, Why.ANY)


class SvaerAdviser:
    """Svær's `tip`: answers at once, so the limits do not apply."""

    def suggest(
        self,
        view: PlayerView,
        legal: Sequence[Action],
        seconds: float | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Suggestion:
        return tip(view, legal)


class EkspertAdviser:
    """Ekspert's `expert_tip`, within ``seconds`` and stopped by ``should_stop``."""

    def suggest(
        self,
        view: PlayerView,
        legal: Sequence[Action],
        seconds: float | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Suggestion:
        return expert_tip(view, legal, seconds, should_stop)  # looked up here: tests may replace it


#: The Tip button's advisers by the level the Settings name (``persistence.settings.TIP_LEVELS``).
ADVISERS: Mapping[str, Adviser] = {"svaer": SvaerAdviser(), "ekspert": EkspertAdviser()}
