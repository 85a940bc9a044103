"""Gestures on the table turned into steps: plan, check, carry out.

A gesture (cards dropped from a source on a target) becomes a list of steps:
stage cards in the new-meld area, take them out of it, confirm what is staged
(one `Meld` action for all of it, so several melds count together towards the
initial-meld minimum) or play an action. The steps are checked on a copy of
the round before any of them changes the table.

Nothing is laid that the player did not choose: a discard lays the staged
cards only when they can be laid, and otherwise takes them back first
(`TakeBack`); a take of the pile that would lay cards beyond a natural pair
for a first meld is proposed in the new-meld area (`Propose`) and played only
when the player confirms it (`take_steps`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import assist
from ...engine.actions import Action, AddToMeld, Discard, DrawStock, TakePile
from ...engine.cards import Card, Rank
from ...engine.legality import check_may_lay
from ...engine.reasons import IllegalActionError, Reason
from ...engine.state import Phase, RoundState
from ..table.targets import Source, Target, Zone
from ..text import messages
from ..text.messages import translate
from ..text.why_links import MELD_BASICS, Explained


@dataclass(frozen=True)
class Stage:
    """Put cards from the hand into the new-meld area (``home``: the rank of the staged group they were
    dropped on, where a wild card among them stays)."""

    cards: tuple[Card, ...]
    home: Rank | None = None


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
class Propose:
    """Before the draw: put the hand cards of a take of the pile into the new-meld area, for the player to
    confirm (Take pile, Meld), change (drag cards in and out) or give up (Undo, Esc); nothing is played."""

    take: TakePile


@dataclass(frozen=True)
class Play:
    """Play one engine action."""

    action: Action


Step = Stage | Unstage | TakeBack | Confirm | Propose | Play


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
    proposal: TakePile | None = None  # before the draw: the staged cards are this take of the pile, proposed


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
        return _plan_from_stock(hold, target)
    if source.kind == Zone.PILE:
        return _plan_from_pile(state, hold, target)
    return _plan_cards(state, hold, source, target)


def _plan_from_stock(hold: Hold, target: Target) -> list[Step]:
    if target.kind in (Zone.STOCK, Zone.PILE):
        raise Refused(translate("GameController", "Drag the stock's card to your hand."))
    give_up: list[Step] = [Unstage(tuple(hold.staged))] if hold.proposal is not None else []
    return give_up + [Play(DrawStock())]  # drawing gives up a proposed take: its cards go back first


def _plan_from_pile(state: RoundState, hold: Hold, target: Target) -> list[Step]:
    if target.kind == Zone.PILE:
        raise Refused(translate("GameController", "Drag the pile's top card to your hand or a meld."))
    if target.kind == Zone.STOCK:
        raise Refused(translate("GameController", "Cards never go back to the stock."))
    if state.phase is Phase.DRAW:
        return take_steps(state, hold, hold.selection)
    raise IllegalActionError(Reason.WRONG_PHASE_ALREADY_DRAWN)


def take_steps(state: RoundState, hold: Hold, selected: Sequence[Card]) -> list[Step]:
    """Taking the pile (docs/rules.md §5): with exactly the selected cards when they take it; a proposal
    (`Propose`) when the take would lay cards the player did not choose for a first meld (more melds,
    wild cards, to reach the minimum); the proposed cards, as the player left them, once proposed."""
    if hold.proposal is not None:
        return [Play(confirmed_take(state, hold, selected))]
    if selected:
        try:
            return [Play(assist.find_take(state, selected))]
        except IllegalActionError as error:
            if error.reason is not Reason.INITIAL_MELD_TOO_LOW:
                raise
            return [Propose(assist.propose_take(state, selected))]
    take = assist.find_take(state)
    return [Propose(take)] if _lays_unasked(state, take) else [Play(take)]


def confirmed_take(state: RoundState, hold: Hold, selected: Sequence[Card] = ()) -> TakePile:
    """The take the player confirms: the proposal as it was made, or exactly the cards now staged (and
    selected) when the player changed them (raises the engine's reason when those do not take it)."""
    cards = [*hold.staged, *(c for c in selected if c not in hold.staged)]
    proposal = hold.proposal
    if proposal is not None and sorted(cards) == sorted(assist.laid_cards(proposal)):
        return proposal
    return assist.find_take(state, cards)


def _lays_unasked(state: RoundState, take: TakePile) -> bool:
    """Whether a take found for the player lays more than a natural pair for the side's first meld."""
    if state.side_has_melded(state.side_of(state.to_move)):
        return False
    return bool(take.extra) or len(take.cards) > 2 or any(state.tables.wild[c.rank] for c in take.cards)


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
        return _plan_staging(state, hold, source, target)
    if target.kind == Zone.MELD:
        assert target.rank is not None
        if draw_phase and state.pile_top is not None and state.pile_top.rank == target.rank:
            return take_steps(state, hold, cards)
        return unstage + [Play(AddToMeld(target.rank, cards))]
    if target.kind == Zone.PILE:
        if draw_phase:
            return take_steps(state, hold, cards)
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


def _plan_staging(state: RoundState, hold: Hold, source: Source, target: Target) -> list[Step]:
    """Cards into the new-meld area: only when the engine lets the player lay cards now at all (or, before
    the draw, to change a proposed take of the pile)."""
    if source.kind == Zone.STAGING:
        return []
    if hold.proposal is None or state.phase is not Phase.DRAW:
        check_may_lay(state)  # before the draw, or in a first go-around: the engine's reason
    if any(c.is_red_three for c in source.cards):
        raise IllegalActionError(Reason.MELD_RED_THREE)
    return [Stage(source.cards, target.rank)]


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
    arrangement = arrange_staged(state, human, staged, new_melds=True)
    if arrangement.leftover:
        raise IllegalActionError(Reason.MELD_TOO_MANY_WILDS, allowed=state.rules.max_wilds or 99)
    return arrangement.actions()


def arrange_staged(
    state: RoundState,
    human: int,
    staged: Sequence[Card],
    new_melds: bool = False,
    unplaced: Sequence[Card] = (),
) -> assist.Arrangement:
    """The new-meld area's cards as melds and additions. A wild card stays in the group it was put in:
    `stage_cards` keeps it right after that group's natural cards, so a wild after a natural goes with
    that natural's rank (a meld started later never takes it); a wild before any natural, or one of
    ``unplaced``, goes where `assist.arrange` finds it helps most."""
    wild = state.tables.wild
    free: list[Card] = list(unplaced)
    kept: list[tuple[Card, Rank]] = []
    home: Rank | None = None
    for card in staged:
        if not wild[card.rank]:
            home = card.rank
            free.append(card)
        elif home is None:
            free.append(card)
        else:
            kept.append((card, home))
    arrangement = assist.arrange(state, human, free, new_melds)
    for card, rank in kept:
        group = next((g for g in arrangement.groups if any(c.rank == rank for c in g)), None)
        if group is None:
            group = arrangement.additions.get(rank, arrangement.leftover)
        group.append(card)
    return arrangement


def stage_cards(
    state: RoundState, human: int, staged: Sequence[Card], cards: Sequence[Card], home: Rank | None = None
) -> list[Card]:
    """``staged`` with ``cards`` put in: the natural cards at the end, each wild card right after the
    natural cards of its group (``home``, the group it was dropped on, else the one it is arranged into
    now), where it stays (`arrange_staged`)."""
    wild = state.tables.wild
    new = [c for c in cards if c not in staged]
    result = list(staged) + [c for c in new if not wild[c.rank]]
    wilds = [c for c in new if wild[c.rank]]
    if not wilds:
        return result
    arrangement = arrange_staged(state, human, result, unplaced=wilds)
    groups = [*arrangement.groups, *arrangement.additions.values()]
    for card in wilds:
        rank = home if home is not None and not wild[home] else None
        if rank is None:
            group = next((g for g in groups if card in g), [])
            rank = next((c.rank for c in group if not wild[c.rank]), None)
        naturals = [i for i, c in enumerate(result) if c.rank == rank]
        result.insert(naturals[-1] + 1 if naturals else 0, card)
    return result


def simulate(state: RoundState, human: int, staged: Sequence[Card], steps: list[Step]) -> None:
    """Check the steps in order without changing the round (raises on the first refusal)."""
    for step in steps:
        if isinstance(step, Propose):
            state.check(step.take)  # found legal; checked all the same before it is shown
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
            staged = stage_cards(state, human, staged, step.cards, step.home)
        elif isinstance(step, Unstage):
            staged = [c for c in staged if c not in step.cards]
        elif isinstance(step, Confirm):
            plays.extend(staged_actions(state, human, staged))
            staged = []
        elif isinstance(step, Play):
            plays.append(step.action)
    return plays


def execute(state: RoundState, human: int, hold: Hold, steps: list[Step]) -> list[Action]:
    """Carry out checked steps on ``hold`` (the new-meld area, the selection); returns the engine actions
    they play, in order, for the controller to apply (the round itself is not changed here)."""
    actions: list[Action] = []
    for step in steps:
        if isinstance(step, Stage):
            hold.staged = stage_cards(state, human, hold.staged, step.cards, step.home)
            hold.selection = [c for c in hold.selection if c not in hold.staged]
        elif isinstance(step, Unstage):
            hold.staged = [c for c in hold.staged if c not in step.cards]
        elif isinstance(step, Confirm):
            actions += staged_actions(state, human, hold.staged)
            hold.staged = []
        elif isinstance(step, Propose):
            hold.staged = list(assist.laid_cards(step.take))
            hold.selection = []
            hold.proposal = step.take
        else:
            actions.append(step.action)
    if not actions and (not hold.staged or state.phase is not Phase.DRAW):
        hold.proposal = None  # every proposed card taken back (a played move settles the hold itself)
    return actions
