"""A Tip in words: the suggested action and, when the computer gives one, why.

The sentences keep the "GameController" translation context they were written in.
"""

from __future__ import annotations

from ...engine.actions import Action, AddToMeld, AskPartner, Discard, DrawStock, EndRound, Meld, TakePile
from . import messages
from .messages import translate


def tip_text(action: Action, reason: object) -> str:
    """The Tip line: the action in words, with the reason (text, or a Why code and its arguments)."""
    text = describe_action(action)
    if isinstance(reason, tuple):
        reason = messages.why_text(*reason)
    if reason:
        return translate("GameController", "Tip: %1 (%2)").replace("%1", text).replace("%2", str(reason))
    return translate("GameController", "Tip: %1").replace("%1", text)


def describe_action(action: Action) -> str:
    """An action in words, for tips."""
    t = messages.cards_text
    if isinstance(action, DrawStock):
        return translate("GameController", "draw from the stock")
    if isinstance(action, TakePile):
        if action.cards:  # with the opening's further melds, if any
            groups = " | ".join(t(group) for group in (action.cards, *action.extra))
            return translate("GameController", "take the pile with %1").replace("%1", groups)
        return translate("GameController", "take the pile onto your meld")
    if isinstance(action, Meld):
        return translate("GameController", "meld %1").replace("%1", " | ".join(t(g) for g in action.groups))
    if isinstance(action, AddToMeld):
        return (
            translate("GameController", "add %1 to your %2")
            .replace("%1", t(action.cards))
            .replace("%2", messages.meld_name(action.rank))
        )
    if isinstance(action, Discard):
        return translate("GameController", "discard %1").replace("%1", messages.card_text(action.card))
    if isinstance(action, AskPartner):
        return translate("GameController", "ask your partner whether you may go out")
    if isinstance(action, EndRound):
        return translate("GameController", "end the round")
    return str(action)
