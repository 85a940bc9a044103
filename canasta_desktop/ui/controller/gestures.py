"""Gestures on the table turned into steps: plan, check, carry out.

A gesture (cards dropped from a source on a target) becomes a list of steps:
stage cards in the new-meld area, take them out of it, confirm what is staged
(one `Meld` action for all of it, so several melds count together towards the
initial-meld minimum) or play an action. The steps are checked on a copy of
the round before any of them changes the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import assist
from ...engine.actions import Action, AddToMeld, Discard, DrawStock
from ...engine.cards import Card, Rank
from ...engine.events import Event
from ...engine.reasons import IllegalActionError, Reason
from ...engine.state import Phase, RoundState
from ..table.targets import Source, Target
from ..text import messages
from ..text.messages import translate
from ..text.why_links import MELD_BASICS, Explained

Step = tuple[str, object]  # ("stage", cards) | ("unstage", cards) | ("confirm", None) | ("play", action)


class Refused(Exception):
    """A gesture the rules (or the table) refuse, with the translated reason."""


def refusal_text(error: Refused | IllegalActionError) -> str:
    """The sentence that tells the player why a gesture was refused."""
    if isinstance(error, Refused):
        text = error.args[0] if error.args else ""
        return text if isinstance(text, str) else str(error)  # an `Explained` text keeps its topic
    return messages.reason_text(error.reason, error.params)


@dataclass
class Hold:
    """The human's cards in play: the ones selected in the hand and the ones staged as new melds."""

    selection: list[Card]
    staged: list[Card]


def plan(state: RoundState, hold: Hold, source: Source, target: Target) -> list[Step]:
    """The steps that carry out a drop of ``source`` on ``target`` on the human's turn (raises if refused)."""
    if state.phase is Phase.ANSWER:
        raise IllegalActionError(Reason.WAITING_FOR_PARTNER)
    if target.kind == "meld" and target.side is not None and target.side != state.side_of(state.actor):
        raise Refused(
            Explained(
                translate(
                    "GameController",
                    "These are the opponents' melds: you can add only to your own side's melds.",
                ),
                MELD_BASICS,
            )
        )
    if source.kind == "stock":
        return _plan_from_stock(target)
    if source.kind == "pile":
        return _plan_from_pile(state, hold, target)
    return _plan_cards(state, hold, source, target)


def _plan_from_stock(target: Target) -> list[Step]:
    if target.kind in ("stock", "pile"):
        raise Refused(translate("GameController", "Drag the stock's card to your hand."))
    return [("play", DrawStock())]


def _plan_from_pile(state: RoundState, hold: Hold, target: Target) -> list[Step]:
    if target.kind == "pile":
        raise Refused(translate("GameController", "Drag the pile's top card to your hand or a meld."))
    if target.kind == "stock":
        raise Refused(translate("GameController", "Cards never go back to the stock."))
    if state.phase is Phase.DRAW:
        return [("play", assist.find_take(state, tuple(hold.selection)))]
    raise IllegalActionError(Reason.WRONG_PHASE_ALREADY_DRAWN)


def _plan_cards(state: RoundState, hold: Hold, source: Source, target: Target) -> list[Step]:
    """Cards from the hand or the new-meld area."""
    cards = source.cards
    draw_phase = state.phase is Phase.DRAW
    unstage: list[Step] = [("unstage", cards)] if source.kind == "staged" else []
    if target.kind == "stock":
        raise Refused(translate("GameController", "Cards never go back to the stock."))
    if target.kind == "hand":
        if source.kind == "staged":
            return unstage
        raise Refused("")  # a drop back on the hand just returns the cards
    if target.kind == "staging":
        return _plan_staging(source, draw_phase)
    if target.kind == "meld":
        assert target.rank is not None
        if draw_phase and state.pile_top is not None and state.pile_top.rank == target.rank:
            return [("play", assist.find_take(state, cards))]
        return unstage + [("play", AddToMeld(target.rank, cards))]
    if target.kind == "pile":
        if draw_phase:
            return [("play", assist.find_take(state, cards))]
        if len(cards) != 1:
            raise Refused(translate("GameController", "Discard one card: drag a single card onto the pile."))
        staged_rest = [c for c in hold.staged if c not in cards]
        confirm: list[Step] = [("confirm", None)] if staged_rest else []
        return unstage + confirm + [("play", Discard(cards[0]))]
    raise Refused(translate("GameController", "Cards cannot go there."))


def _plan_staging(source: Source, draw_phase: bool) -> list[Step]:
    if source.kind == "staged":
        return []
    if draw_phase:
        raise IllegalActionError(Reason.WRONG_PHASE_DRAW_FIRST)
    if any(c.is_red_three for c in source.cards):
        raise IllegalActionError(Reason.MELD_RED_THREE)
    return [("stage", source.cards)]


def add_steps(state: RoundState, human: int, selection: Sequence[Card]) -> list[Step]:
    """The steps of the Add button: the selection onto the side's melds (a wild goes where it helps most)."""
    if not selection:
        raise Refused(translate("GameController", "Select the cards to add first."))
    if state.phase is Phase.DRAW:
        raise IllegalActionError(Reason.WRONG_PHASE_DRAW_FIRST)
    arrangement = assist.arrange(state, human, selection)
    if arrangement.groups or not arrangement.additions:
        ranks = {c.rank for c in selection if not state.tables.wild[c.rank]}
        rank = next(iter(ranks)) if len(ranks) == 1 else Rank.FOUR
        return [("play", AddToMeld(rank, tuple(selection)))]
    return [("play", a) for a in arrangement.actions()]


def staged_actions(state: RoundState, human: int, staged: Sequence[Card]) -> list[Action]:
    """The actions that lay ``staged`` (raises when a wild card is left over)."""
    if not staged:
        return []
    arrangement = assist.arrange(state, human, list(staged))
    if arrangement.leftover:
        raise IllegalActionError(Reason.MELD_TOO_MANY_WILDS, allowed=state.rules.max_wilds or 99)
    return arrangement.actions()


def simulate(state: RoundState, human: int, staged: Sequence[Card], steps: list[Step]) -> None:
    """Check the steps in order without changing the round (raises on the first refusal)."""
    plays = planned_actions(state, human, staged, steps)
    if len(plays) == 1:
        state.check(plays[0])
    elif plays:
        trial = state.copy()
        for action in plays:
            trial.play(action)


def planned_actions(state: RoundState, human: int, staged: Sequence[Card], steps: list[Step]) -> list[Action]:
    """The engine actions the steps would play, in order (raises when staged cards cannot be laid)."""
    staged = list(staged)
    plays: list[Action] = []
    for kind, value in steps:
        if kind == "stage":
            staged.extend(c for c in value if c not in staged)  # type: ignore[attr-defined]
        elif kind == "unstage":
            staged = [c for c in staged if c not in value]  # type: ignore[operator]
        elif kind == "confirm":
            plays.extend(staged_actions(state, human, staged))
            staged = []
        else:
            plays.append(value)  # type: ignore[arg-type]
    return plays


def execute(state: RoundState, human: int, hold: Hold, steps: list[Step]) -> list[Event]:
    """Carry out checked steps: change ``hold`` and play on ``state``; returns the events."""
    events: list[Event] = []
    for kind, value in steps:
        if kind == "stage":
            hold.staged.extend(c for c in value if c not in hold.staged)  # type: ignore[attr-defined]
            hold.selection = [c for c in hold.selection if c not in hold.staged]
        elif kind == "unstage":
            hold.staged = [c for c in hold.staged if c not in value]  # type: ignore[operator]
        elif kind == "confirm":
            actions = staged_actions(state, human, hold.staged)
            hold.staged = []
            for action in actions:
                events += state.play(action)
        else:
            events += state.play(value)  # type: ignore[arg-type]
    if played(steps):
        hand = state.hands[human]
        hold.selection = [c for c in hold.selection if c in hand]
        hold.staged = [c for c in hold.staged if c in hand]
    return events


def played(steps: list[Step]) -> bool:
    """Whether the steps play on the round (rather than only move cards in or out of the new-meld area)."""
    return any(kind in ("confirm", "play") for kind, _ in steps)
