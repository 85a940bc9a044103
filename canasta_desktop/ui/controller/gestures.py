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
from ...engine.legality import check_may_lay
from ...engine.reasons import IllegalActionError, Reason
from ...engine.state import Phase, RoundState
from ..table.targets import Source, Target, Zone
from ..text import messages
from ..text.messages import translate
from ..text.why_links import MELD_BASICS, Explained


@dataclass(frozen=True)
class Stage:
    """Put cards from the hand into the new-meld area."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Unstage:
    """Take cards out of the new-meld area, back to the hand."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TakeBack(Unstage):
    """Before a discard: the staged cards that cannot be laid go back to the hand (``why``: the reason)."""

    why: str = ""


@dataclass(frozen=True)
class Confirm:
    """Lay everything staged, with one `Meld` action (or several where it adds to melds)."""


@dataclass(frozen=True)
class Play:
    """Play one engine action."""

    action: Action


Step = Stage | Unstage | TakeBack | Confirm | Play


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
    if target.kind == Zone.MELD and target.side is not None and target.side != state.side_of(state.actor):
        raise Refused(
            Explained(
                translate(
                    "GameController",
                    "These are the opponents' melds: you can add only to your own side's melds.",
                ),
                MELD_BASICS,
            )
        )
    if source.kind == Zone.STOCK:
        return _plan_from_stock(target)
    if source.kind == Zone.PILE:
        return _plan_from_pile(state, hold, target)
    return _plan_cards(state, hold, source, target)


def _plan_from_stock(target: Target) -> list[Step]:
    if target.kind in (Zone.STOCK, Zone.PILE):
        raise Refused(translate("GameController", "Drag the stock's card to your hand."))
    return [Play(DrawStock())]


def _plan_from_pile(state: RoundState, hold: Hold, target: Target) -> list[Step]:
    if target.kind == Zone.PILE:
        raise Refused(translate("GameController", "Drag the pile's top card to your hand or a meld."))
    if target.kind == Zone.STOCK:
        raise Refused(translate("GameController", "Cards never go back to the stock."))
    if state.phase is Phase.DRAW:
        return [Play(assist.find_take(state, tuple(hold.selection)))]
    raise IllegalActionError(Reason.WRONG_PHASE_ALREADY_DRAWN)


def _plan_cards(state: RoundState, hold: Hold, source: Source, target: Target) -> list[Step]:
    """Cards from the hand or the new-meld area."""
    cards = source.cards
    draw_phase = state.phase is Phase.DRAW
    unstage: list[Step] = [Unstage(cards)] if source.kind == Zone.STAGING else []
    if target.kind == Zone.STOCK:
        raise Refused(translate("GameController", "Cards never go back to the stock."))
    if target.kind == Zone.HAND:
        if source.kind == Zone.STAGING:
            return unstage
        raise Refused("")  # a drop back on the hand just returns the cards
    if target.kind == Zone.STAGING:
        return _plan_staging(state, source)
    if target.kind == Zone.MELD:
        assert target.rank is not None
        if draw_phase and state.pile_top is not None and state.pile_top.rank == target.rank:
            return [Play(assist.find_take(state, cards))]
        return unstage + [Play(AddToMeld(target.rank, cards))]
    if target.kind == Zone.PILE:
        if draw_phase:
            return [Play(assist.find_take(state, cards))]
        if len(cards) != 1:
            raise Refused(translate("GameController", "Discard one card: drag a single card onto the pile."))
        return (
            unstage
            + _with_staged(state, [c for c in hold.staged if c not in cards])
            + [Play(Discard(cards[0]))]
        )
    raise Refused(translate("GameController", "Cards cannot go there."))


def _with_staged(state: RoundState, staged: Sequence[Card]) -> list[Step]:
    """What a discard does with the cards still staged: lays them when they can be laid, else takes them
    back to the hand first, as a player picks up the cards laid down too soon."""
    if not staged:
        return []
    try:
        trial = state.copy()
        for action in staged_actions(state, state.to_move, staged):
            trial.play(action)
    except IllegalActionError as error:
        return [TakeBack(tuple(staged), refusal_text(error))]
    return [Confirm()]


def _plan_staging(state: RoundState, source: Source) -> list[Step]:
    """Cards into the new-meld area: only when the engine lets the player lay cards now at all."""
    if source.kind == Zone.STAGING:
        return []
    check_may_lay(state)  # before the draw, or in a first go-around: the engine's reason
    if any(c.is_red_three for c in source.cards):
        raise IllegalActionError(Reason.MELD_RED_THREE)
    return [Stage(source.cards)]


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
        return [Play(AddToMeld(rank, tuple(selection)))]
    return [Play(a) for a in arrangement.actions()]


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
    for step in steps:
        if isinstance(step, Stage):
            staged.extend(c for c in step.cards if c not in staged)
        elif isinstance(step, Unstage):
            staged = [c for c in staged if c not in step.cards]
        elif isinstance(step, Confirm):
            plays.extend(staged_actions(state, human, staged))
            staged = []
        else:
            plays.append(step.action)
    return plays


def execute(state: RoundState, human: int, hold: Hold, steps: list[Step]) -> list[Event]:
    """Carry out checked steps: change ``hold`` and play on ``state``; returns the events."""
    events: list[Event] = []
    for step in steps:
        if isinstance(step, Stage):
            hold.staged.extend(c for c in step.cards if c not in hold.staged)
            hold.selection = [c for c in hold.selection if c not in hold.staged]
        elif isinstance(step, Unstage):
            hold.staged = [c for c in hold.staged if c not in step.cards]
        elif isinstance(step, Confirm):
            actions = staged_actions(state, human, hold.staged)
            hold.staged = []
            for action in actions:
                events += state.play(action)
        else:
            events += state.play(step.action)
    if played(steps):
        hand = state.hands[human]
        hold.selection = [c for c in hold.selection if c in hand]
        hold.staged = [c for c in hold.staged if c in hand]
    return events


def played(steps: list[Step]) -> bool:
    """Whether the steps play on the round (rather than only move cards in or out of the new-meld area)."""
    return any(isinstance(step, (Confirm, Play)) for step in steps)
