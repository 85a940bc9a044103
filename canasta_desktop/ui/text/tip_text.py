"""A Tip in words: the suggested action and, when the computer gives one, why.

The sentences keep the "GameController" translation context they were written in.
"""

from __future__ import annotations

from ...engine.actions import Action, AddToMeld, AskPartner, Discard, DrawStock, EndRound, Meld, TakePile
from ...engine.cards import Card
from . import messages
from .messages import translate


def tip_text(action: Action, reason: object, top: Card | None = None) -> str:
    """The Tip line: the action in words, with the reason (text, or a Why code and its arguments);
    ``top``: the pile's top card, which a take of the pile names."""
    text = describe_action(action, top)
    if isinstance(reason, tuple):
        reason = messages.why_text(*reason)
    if reason:
        return translate("GameController", "Tip: %1 (%2)").replace("%1", text).replace("%2", str(reason))
    return translate("GameController", "Tip: %1").replace("%1", text)


def describe_action(action: Action, top: Card | None = None) -> str:
    """An action in words, for tips; ``top``: the pile's top card (a take then names it and the meld)."""
    t = messages.cards_text
    if isinstance(action, DrawStock):
        return translate("GameController", "draw from the stock")
    if isinstance(action, TakePile) and top is not None:
        return take_words(action, top)
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


def take_words(take: TakePile, top: Card) -> str:
    """A take of the pile with its top card named: "take the pile: its 8♦ onto your 8s", "take the pile:
    its 8♦ with 8♣ 8♥", and the further melds laid with it ("…, and meld Q♠ Q♥ Q♦")."""
    t = messages.cards_text
    if take.cards:
        text = translate("GameController", "take the pile: its %1 with %2").replace("%2", t(take.cards))
    else:
        text = translate("GameController", "take the pile: its %1 onto your %2").replace(
            "%2", messages.meld_name(top.rank)
        )
    text = text.replace("%1", messages.card_text(top))
    if take.extra:
        melds = " | ".join(t(group) for group in take.extra)
        text += translate("GameController", ", and meld %1").replace("%1", melds)
    return text
